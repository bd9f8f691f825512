import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { LIST_VIP, sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import ContactListCreate from './ContactListCreate';
import ContactListEdit from './ContactListEdit';
import * as stories from './ContactListList.stories';

const { Default, Empty, AsAgent } = composeStories(stories);

describe('contact lists', () => {
  it('lists them with their sizes and a link to their contacts', async () => {
    render(<Default />);
    const vip = (await screen.findByRole('link', { name: 'VIP' })).closest('tr')!;
    expect(within(vip).getByText('1')).toBeInTheDocument();
    expect(within(vip).getByRole('link', { name: 'Ver contactos' }).getAttribute('href')).toContain(encodeURIComponent(`"contactListId":"${LIST_VIP}"`));
  });

  it('invites to create the first list', async () => {
    render(<Empty />);
    expect(await screen.findByRole('link', { name: 'Crear una lista' })).toHaveAttribute('href', '/es/crm/lists/create');
  });

  it('hides create and delete from an agent', async () => {
    render(<AsAgent />);
    await screen.findByRole('link', { name: 'VIP' });
    expect(screen.queryByRole('link', { name: 'Crear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('creates a list', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server} path="crm/lists/create"><ContactListCreate /></CrmStoryWrapper>);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nombre/ }), 'Clientes 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.data.lists.map((l) => l.name)).toContain('Clientes 2025'));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/crm/lists');
  });

  it('renames a list', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server} route="crm/lists/:id" path={`crm/lists/${LIST_VIP}`}><ContactListEdit /></CrmStoryWrapper>);
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    await waitFor(() => expect(name).toHaveValue('VIP'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.data.lists.find((l) => l._id === LIST_VIP)?.name).toBe('Premium'));
  });
});
