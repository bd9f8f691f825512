import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { LIST_VIP, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { contactListsResource } from './contactListsResource';
import * as stories from './ContactListScreens.stories';

const { List, Empty, AsAgent } = composeStories(stories);

function renderAt(path: string) {
  const server = createFakeCrmApi(sampleCrmData());
  render(<CrmStoryWrapper server={server} path={path} route="crm/lists/*"><ResourceRoutes resource={contactListsResource} /></CrmStoryWrapper>);
  return server;
}

describe('contact lists (derived views)', () => {
  it('lists them with their sizes (right-aligned, formatted), a link to each, and a link to their contacts', async () => {
    render(<List />);
    const vip = (await screen.findByRole('link', { name: 'VIP' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'VIP' })).toHaveAttribute('href', `/es/crm/lists/${LIST_VIP}`);
    expect(within(vip).getByText('1')).toBeInTheDocument();
    expect(within(vip).getByRole('link', { name: 'Ver contactos' }).getAttribute('href')).toContain(encodeURIComponent(`"contactListId":"${LIST_VIP}"`));
    expect(screen.getByRole('columnheader', { name: 'Contactos' })).toBeInTheDocument();
    // The row's selection box is named on its input (react-admin names the wrapper; patches/ fixes that).
    expect(within(vip).getByRole('checkbox', { name: 'Seleccionar esta fila' })).toBeInTheDocument();
  });

  it('invites to create the first list', async () => {
    render(<Empty />);
    expect(await screen.findByRole('link', { name: 'Crear una lista' })).toHaveAttribute('href', '/es/crm/lists/create');
  });

  it('hides create and delete from an agent (the contract permissions)', async () => {
    render(<AsAgent />);
    await screen.findByRole('link', { name: 'VIP' });
    expect(screen.queryByRole('link', { name: 'Crear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('creates a list, refusing an empty name in Spanish before sending anything', async () => {
    const server = renderAt('crm/lists/create');
    // Only spaces: the contract's schema (trimmed, at least one character) refuses it, as the server would.
    await userEvent.type(await screen.findByRole('textbox', { name: /Nombre/ }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Obligatorio.')).toBeInTheDocument();
    expect(server.calls.some((c) => c.key === 'POST /contact-list')).toBe(false);
    await userEvent.clear(screen.getByRole('textbox', { name: /Nombre/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Clientes 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.data.lists.map((l) => l.name)).toContain('Clientes 2025'));
    expect(await screen.findByRole('link', { name: 'Clientes 2025' })).toBeInTheDocument();
  });

  it('renames a list', async () => {
    const server = renderAt(`crm/lists/${LIST_VIP}`);
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    await waitFor(() => expect(name).toHaveValue('VIP'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.data.lists.find((l) => l._id === LIST_VIP)?.name).toBe('Premium'));
  });
});
