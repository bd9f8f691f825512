import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/roles';
import { saveBlob } from '../../components/download/saveBlob';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import ContactShow from './ContactShow';

vi.mock('../../components/download/saveBlob', () => ({ saveBlob: vi.fn() }));

function renderPage({ role = 'owner', language = 'es' }: { role?: Role; language?: 'es' | 'en' } = {}) {
  const server = createFakeCrmApi(sampleCrmData());
  const ana = server.data.contacts[0];
  render(
    <CrmStoryWrapper server={server} role={role} language={language} route="crm/contacts/:id" path={`crm/contacts/${ana._id}`}>
      <ContactShow />
    </CrmStoryWrapper>,
  );
  return { server, ana };
}

beforeEach(() => vi.mocked(saveBlob).mockClear());

describe('ContactShow: personal data actions', () => {
  it('downloads the personal data as one JSON file named after the contact', async () => {
    const { server, ana } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar datos personales' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [file, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe(`contact-${ana._id}-personal-data.json`);
    expect(JSON.parse(await (file as Blob).text())).toMatchObject({ contactId: ana._id, areas: { contact: { _id: ana._id } } });
    const request = server.calls.find((c) => c.key === 'GET /contactPersonalData/:companyId/:contactId');
    expect(request?.args.params).toEqual({ companyId: ana.companyId, contactId: ana._id });
  });

  it('erases only after an explicit confirmation, by keyboard, then goes back to the list with a notification', async () => {
    const { server, ana } = renderPage();
    const user = userEvent.setup();
    const erase = await screen.findByRole('button', { name: 'Borrar todos sus datos' });
    erase.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '¿Borrar todos los datos de Ana García?' });
    // It says what goes: every area, and that it cannot be undone.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('conversaciones y archivos del chat'));
    expect(dialog).toHaveTextContent('No se puede deshacer');
    const confirm = within(dialog).getByRole('button', { name: 'Borrar todo' });
    expect(confirm).toBeDisabled();
    const check = within(dialog).getByRole('checkbox', { name: 'Entiendo que se borrará todo y no se puede deshacer' });
    check.focus();
    await user.keyboard(' ');
    expect(check).toBeChecked();
    expect(confirm).toBeEnabled();
    await user.tab();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/crm/contacts');
    expect(await screen.findByText('Se han borrado todos los datos de Ana García')).toBeInTheDocument();
    expect(server.data.contacts.some((c) => c._id === ana._id)).toBe(false);
    expect(server.calls.filter((c) => c.key === 'DELETE /contactPersonalData/:companyId/:contactId')).toHaveLength(1);
  });

  it('Escape or Cancel closes the dialog without erasing anything', async () => {
    const { server, ana } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar todos sus datos' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Borrar todos sus datos' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.key.startsWith('DELETE /contactPersonalData'))).toBe(false);
    expect(server.data.contacts.some((c) => c._id === ana._id)).toBe(true);
  });

  it('shows each action only to the roles allowed: a manager downloads but does not erase; agents and viewers see neither', async () => {
    renderPage({ role: 'manager' });
    expect(await screen.findByRole('button', { name: 'Descargar datos personales' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar todos sus datos' })).not.toBeInTheDocument();
  });

  it.each(['agent', 'viewer'] as const)('hides both from an %s', async (role) => {
    renderPage({ role });
    expect(await screen.findByRole('heading', { name: 'Ana García' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar datos personales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Borrar todos sus datos' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderPage({ language: 'en' });
    expect(await screen.findByRole('button', { name: 'Download personal data' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase all their data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase all data of Ana García?' });
    expect(within(dialog).getByRole('button', { name: 'Erase everything' })).toBeDisabled();
  });
});
