import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import { ResourceRoutes } from '../derived/ResourceRoutes';
import { customPropertiesResource } from './customPropertiesResource';
import * as stories from './CustomPropertyScreens.stories';

const { List, English, Empty, AsAgent } = composeStories(stories);

function renderAt(path: string, data = sampleCrmData()) {
  const server = createFakeCrmApi(data);
  render(<CrmStoryWrapper server={server} path={path} route="crm/properties/*"><ResourceRoutes resource={customPropertiesResource} /></CrmStoryWrapper>);
  return server;
}

describe('custom properties (derived list, own forms)', () => {
  it('lists them with their type and options, every one on one page, in both languages', async () => {
    render(<List />);
    const plan = (await screen.findByRole('link', { name: 'Plan' })).closest('tr')!;
    expect(within(plan).getByText('Selección única')).toBeInTheDocument();
    expect(within(plan).getByText('Pro')).toBeInTheDocument();
    // The API answers every property at once: no paging controls to suggest otherwise.
    expect(screen.queryByRole('navigation', { name: /paginación|pagination/i })).not.toBeInTheDocument();
    render(<English />);
    expect(await screen.findByText('Single choice')).toBeInTheDocument();
  });

  it('invites to create the first one', async () => {
    render(<Empty />);
    expect(await screen.findByRole('link', { name: 'Crear una propiedad' })).toHaveAttribute('href', '/es/crm/properties/create');
  });

  it('hides create and delete from an agent (the contract permissions)', async () => {
    render(<AsAgent />);
    await screen.findByRole('link', { name: 'Plan' });
    expect(screen.queryByRole('link', { name: 'Crear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('deletes a property by its name from its row, after confirming, without opening it', async () => {
    const server = renderAt('crm/properties');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Plan' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(server.data.properties.map((p) => p.propertyName)).not.toContain('plan'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Plan' })).not.toBeInTheDocument());
    // Still on the list: the dialog's clicks did not reach the row.
    expect(screen.queryByRole('textbox', { name: /Nombre interno/ })).not.toBeInTheDocument();
  });

  it('creates a multiple-choice property with one option per line', async () => {
    const server = renderAt('crm/properties/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Etiqueta/ }), 'Intereses');
    await userEvent.click(screen.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Selección múltiple' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Opciones' }), 'Golf{Enter}Tenis');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.data.properties.at(-1)).toMatchObject({ propertyName: 'Intereses', type: 'multiple_choice' }));
    expect(server.calls.find((c) => c.key === 'POST /createCustomProperty')?.args.body).toMatchObject({ options: ['Golf', 'Tenis'] });
  });

  it('opens a property from its row and renames it by its stored name', async () => {
    const server = renderAt('crm/properties');
    await userEvent.click(await screen.findByRole('link', { name: 'Plan' }));
    const name = await screen.findByRole('textbox', { name: /Nombre interno/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'tarifa');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.calls.find((c) => c.key === 'PUT /editCustomProperty')?.args.body).toMatchObject({ propertyName: 'plan', newPropertyName: 'tarifa' }));
    expect(server.data.properties[0].propertyName).toBe('tarifa');
  });

  it('asks before removing options that contacts hold, naming each with its count; cancelling changes nothing', async () => {
    const server = renderAt('crm/properties');
    await userEvent.click(await screen.findByRole('link', { name: 'Plan' }));
    const options = await screen.findByRole('textbox', { name: 'Opciones' });
    await userEvent.clear(options);
    await userEvent.type(options, 'Básico{Enter}Pro');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    let dialog = within(await screen.findByRole('dialog', { name: '¿Quitar opciones que tienen contactos?' }));
    expect(dialog.getByText('«Basic»: 1 contacto')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.data.properties[0].options).toEqual(['Basic', 'Pro']);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    dialog = within(await screen.findByRole('dialog', { name: '¿Quitar opciones que tienen contactos?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Quitar y borrar sus valores' }));
    await waitFor(() => expect(server.data.properties[0].options).toEqual(['Básico', 'Pro']));
    expect(server.calls.filter((c) => c.key === 'PUT /editCustomProperty').at(-1)?.args.body).toMatchObject({ options: ['Básico', 'Pro'], clearRemovedOptions: true });
  });
});
