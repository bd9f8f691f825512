import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT_ID, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { collaboratorsResource } from './collaboratorsResource';
import * as stories from './CollaboratorScreens.stories';

const { AsOwner, AsManager, WithPendingInvitation, WithPendingInvitationAsManager } = composeStories(stories);

describe('collaborators', () => {
  it('shows the owner fixed and lets the owner change a role', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server} path="crm/collaborators" route="crm/collaborators/*"><ResourceRoutes resource={collaboratorsResource} /></CrmStoryWrapper>);
    const ownerRow = (await screen.findByText('owner@example.com')).closest('tr')!;
    expect(within(ownerRow).getByText('Propietario')).toBeInTheDocument();
    expect(within(ownerRow).queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('combobox', { name: 'Rol de luis@example.com' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gestor' }));
    await waitFor(() => expect(server.data.collaborators.find((c) => c._id === AGENT_ID)?.role).toBe('manager'));
    expect(server.calls.find((c) => c.key === 'PUT /editCollaborator')?.args.body).toMatchObject({ collaboratorId: AGENT_ID, newRole: 'manager' });
  });

  it('removes a collaborator after confirmation', async () => {
    render(<AsOwner />);
    const row = (await screen.findByText('luis@example.com')).closest('tr')!;
    await userEvent.click(await within(row).findByRole('button', { name: 'Quitar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByText('luis@example.com')).not.toBeInTheDocument());
  });

  it('shows a manager the team read-only', async () => {
    render(<AsManager />);
    const row = (await screen.findByText('luis@example.com')).closest('tr')!;
    expect(within(row).getByText('Agente')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invitar' })).not.toBeInTheDocument();
  });

  it('invites by email with a role, in the inviter language, from the list', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server} path="crm/collaborators" route="crm/collaborators/*"><ResourceRoutes resource={collaboratorsResource} /></CrmStoryWrapper>);
    await userEvent.click(await screen.findByRole('link', { name: 'Invitar' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Correo electrónico/ }), 'nueva@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.calls.find((c) => c.key === 'POST /addCollaborator')?.args.body).toMatchObject({ collaboratorEmail: 'nueva@example.com', role: 'agent', language: 'es' }));
    expect(await screen.findByText('Invitación enviada a nueva@example.com')).toBeInTheDocument();
    // Back on the list, the invitation is there, pending.
    const row = (await screen.findByText('nueva@example.com')).closest('tr')!;
    expect(within(row).getByText('Invitado')).toBeInTheDocument();
  });

  it('opens no form for an address a row never links to (the team has no "get one" call)', async () => {
    render(<CrmStoryWrapper path="crm/collaborators/some-id" route="crm/collaborators/*"><ResourceRoutes resource={collaboratorsResource} /></CrmStoryWrapper>);
    expect(await screen.findByText(/no corresponde a ninguna pantalla/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('gives the owner a fresh invitation link for a pending invitation, in a dialog to copy', async () => {
    render(<WithPendingInvitation />);
    const row = (await screen.findByText('nina@example.com')).closest('tr')!;
    expect(within((await screen.findByText('luis@example.com')).closest('tr')!).queryByRole('button', { name: 'Enlace de invitación' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Enlace de invitación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enlace de invitación para nina@example.com' });
    expect(within(dialog).getByRole('textbox', { name: 'Enlace' })).toHaveValue('http://localhost:3000/es/invitation?token=fresh-inv-1');
    expect(within(dialog).getByText(/Caduca el 15 de enero de 2030\. El enlace enviado antes por correo ya no funciona\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no invitation link to a manager', async () => {
    render(<WithPendingInvitationAsManager />);
    await screen.findByText('nina@example.com');
    expect(screen.queryByRole('button', { name: 'Enlace de invitación' })).not.toBeInTheDocument();
  });
});
