import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../contract/roles';
import { CrmNav } from '../../custom/crm/components/CrmNav';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { COMPANY_ID, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { contactErasuresResource } from './contactErasuresResource';

async function withOneErasure() {
  const server = createFakeCrmApi(sampleCrmData());
  const ana = server.data.contacts[0];
  await server.api.call({ method: 'DELETE', path: '/contactPersonalData/:companyId/:contactId', summary: '' }, { params: { companyId: COMPANY_ID, contactId: ana._id } });
  return { server, ana };
}

describe('erasure log (declared resource)', () => {
  it('lists each erasure with who asked and how much went, nothing about the person, nothing to open or delete', async () => {
    const { server, ana } = await withOneErasure();
    render(<CrmStoryWrapper server={server} path="crm/erasures" route="crm/erasures/*"><ResourceRoutes resource={contactErasuresResource} /></CrmStoryWrapper>);
    const row = (await screen.findByText(ana._id)).closest('tr')!;
    expect(within(row).getByText('Olga Dueña')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('Ana');
    expect(screen.queryByRole('link', { name: /Crear/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it.each([['owner', true], ['admin', true], ['manager', false], ['agent', false]] as [Role, boolean][])('its CRM tab shows to an %s: %s', async (role, shown) => {
    render(<CrmStoryWrapper role={role}><CrmNav /></CrmStoryWrapper>);
    expect(await screen.findByRole('tab', { name: 'Contactos' })).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('tab', { name: 'Borrados de datos' }))).toBe(shown);
  });
});
