import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../../custom/crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../custom/crm/stories/crmFixtures';
import CustomPropertyCreate from './CustomPropertyCreate';
import CustomPropertyEdit from './CustomPropertyEdit';
import * as stories from './CustomPropertyList.stories';

const { Default, English, Empty } = composeStories(stories);

describe('custom properties', () => {
  it('lists them with their type and options, in both languages', async () => {
    render(<Default />);
    const plan = (await screen.findByRole('link', { name: 'Plan' })).closest('tr')!;
    expect(within(plan).getByText('Selección única')).toBeInTheDocument();
    expect(within(plan).getByText('Pro')).toBeInTheDocument();
    render(<English />);
    expect(await screen.findByText('Single choice')).toBeInTheDocument();
  });

  it('invites to create the first one', async () => {
    render(<Empty />);
    expect(await screen.findByRole('link', { name: 'Crear una propiedad' })).toHaveAttribute('href', '/es/crm/properties/create');
  });

  it('creates a multiple-choice property with one option per line', async () => {
    const server = createFakeCrmApi(sampleCrmData());
    render(<CrmStoryWrapper server={server} path="crm/properties/create"><CustomPropertyCreate /></CrmStoryWrapper>);
    await userEvent.type(await screen.findByRole('textbox', { name: /Etiqueta/ }), 'Intereses');
    await userEvent.click(screen.getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Selección múltiple' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Opciones' }), 'Golf{Enter}Tenis');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.data.properties.at(-1)).toMatchObject({ propertyName: 'Intereses', type: 'multiple_choice' }));
    expect(server.calls.find((c) => c.key === 'POST /createCustomProperty')?.args.body).toMatchObject({ options: ['Golf', 'Tenis'] });
  });

  it('renames a property by its stored name', async () => {
    const data = sampleCrmData();
    const server = createFakeCrmApi(data);
    const plan = data.properties[0];
    render(<CrmStoryWrapper server={server} route="crm/properties/:id" path={`crm/properties/${plan._id}`}><CustomPropertyEdit /></CrmStoryWrapper>);
    const name = await screen.findByRole('textbox', { name: /Nombre interno/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'tarifa');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.calls.find((c) => c.key === 'PUT /editCustomProperty')?.args.body).toMatchObject({ propertyName: 'plan', newPropertyName: 'tarifa' }));
    expect(server.data.properties[0].propertyName).toBe('tarifa');
  });
});
