import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../contract/roles';
import ContactShow from '../../../resources/contacts/ContactShow';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CONTACT_ANA, WF_WELCOME, workflowServer } from '../stories/workflowFake';

function renderContact(role: Role = 'owner', contactId = CONTACT_ANA) {
  const fake = workflowServer();
  render(<CrmStoryWrapper server={fake.server} route="crm/contacts/:id" path={`crm/contacts/${contactId}`} role={role}><ContactShow /></CrmStoryWrapper>);
  return fake;
}
const card = async () => within(await screen.findByRole('region', { name: 'Automatizaciones' }));

describe('contact workflows card', { timeout: 40_000 }, () => {
  it('lists the runs the contact is or was in, each linking to its log', async () => {
    renderContact();
    const c = await card();
    const links = await c.findAllByRole('link', { name: 'Ver el registro de «Bienvenida»' });
    expect(links).toHaveLength(4);
    expect(links[0].getAttribute('href')).toMatch(new RegExp(`^/es/crm/workflow-executions/${WF_WELCOME}\\?run=`));
    expect(c.getByText('Esperando')).toBeInTheDocument();
    expect(c.getByText('Fallida')).toBeInTheDocument();
  });

  it('enrolls the contact by hand in an active workflow (drafts are not offered)', async () => {
    const fake = renderContact('owner', '00000000-0000-4000-8000-000000000003');
    const c = await card();
    expect(await c.findByText('Este contacto no ha pasado por ninguna automatización.')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Inscribir en una automatización' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Inscribir a Carla Ruiz' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Automatización' }));
    expect(screen.queryByRole('option', { name: /Renovaciones/ })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Bienvenida' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Inscribir' }));
    await waitFor(() => expect(fake.server.calls.some((c) => c.key === 'POST /workflow/execute')).toBe(true));
    expect(fake.server.calls.find((x) => x.key === 'POST /workflow/execute')!.args.body).toMatchObject({ workflowId: WF_WELCOME, target: { type: 'contact', contactId: '00000000-0000-4000-8000-000000000003' }, test: false });
    expect(await c.findByRole('link', { name: 'Ver el registro de «Bienvenida»' })).toBeInTheDocument();
  });

  it('offers no enrollment to a role without workflows:write', async () => {
    renderContact('agent');
    const c = await card();
    await c.findAllByRole('link', { name: 'Ver el registro de «Bienvenida»' });
    expect(c.queryByRole('button', { name: 'Inscribir en una automatización' })).toBeNull();
  });
});
