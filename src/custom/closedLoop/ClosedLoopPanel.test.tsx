import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAGE_MEETING } from '../crm/stories/crmFixtures';
import * as stories from './ClosedLoopPanel.stories';
import { ACTION_UPLOAD, closedLoopServer, PIXEL_ID } from './stories/closedLoopFake';

const { Configured, English, Empty, ReadOnly, ManyReports } = composeStories(stories);

const rulesTable = async (name = 'Etapas que cuentan como conversión') => within(await screen.findByRole('region', { name }));
const choose = async (combobox: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const savedBodies = (fake: ReturnType<typeof closedLoopServer>) => fake.server.calls.filter((c) => c.key === 'PUT /conversionRules/:companyId').map((c) => c.args.body);

describe('ClosedLoopPanel', { timeout: 30_000 }, () => {
  it('lists the rules and the reported conversions, newest first, each with its contact and status', async () => {
    render(<Configured />);
    const rules = await rulesTable();
    const rule = await rules.findByRole('row', { name: /Ventas › Ganado/ });
    expect(rule).toHaveTextContent('Venta cerrada (CRM)');
    expect(rule).toHaveTextContent('Píxel tienda · Purchase');
    expect(rule).toHaveTextContent('300,00 €');
    const reported = within(screen.getByRole('region', { name: 'Conversiones enviadas' }));
    const rows = (await reported.findAllByRole('row')).slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Bruno Díaz', 'Ana García', 'Ana García']);
    expect(within(rows[0]).getByText('Esperando')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/Google acepta la conversión 6 h después del clic; nuevo intento a las/);
    expect(within(rows[1]).getByText('Rechazada')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Invalid parameter: the event is older than 7 days');
    expect(within(rows[2]).getByText('Enviada')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Ana García' })).toHaveAttribute('href', '/es/crm/contacts/00000000-0000-4000-8000-000000000001');
    // Only what the platform refused can be sent again.
    expect(reported.getAllByRole('button', { name: /^Reintentar/ })).toHaveLength(1);
  });

  it('adds a stage: the dialog offers the free stages by pipeline and sends the chosen destinations and value', async () => {
    const fake = closedLoopServer();
    render(<Configured server={fake.server} />);
    await userEvent.click(await (await rulesTable()).findByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir una etapa que cuenta como conversión' });
    const stage = await within(dialog).findByRole('combobox', { name: 'Etapa' });
    // "Ganado" has its rule already: only the other stages, under their pipeline.
    const group = within(stage).getByRole('group', { name: 'Ventas' });
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nuevo', 'Reunión']);
    await userEvent.selectOptions(stage, 'Reunión');
    await choose('Acción de conversión de Google', 'Venta cerrada (CRM)');
    await choose('Píxel de Meta', 'Píxel tienda');
    await choose('Evento de Meta', 'Schedule (cita reservada)');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Valor de la conversión (€)' }), '120.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedBodies(fake)).toEqual([{ stageId: STAGE_MEETING, googleConversionId: ACTION_UPLOAD, metaPixelId: PIXEL_ID, metaEventName: 'Schedule', value: 120.5 }]);
    expect(await (await rulesTable()).findByRole('row', { name: /Ventas › Reunión/ })).toHaveTextContent('120,50 €');
  });

  it('asks for a destination before sending, and shows the server’s refusal under the field it concerns', async () => {
    const fake = closedLoopServer();
    render(<English server={fake.server} />);
    await userEvent.click(await (await rulesTable('Stages that count as conversions')).findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a stage that counts as a conversion' });
    await userEvent.selectOptions(await within(dialog).findByRole('combobox', { name: 'Stage' }), 'Nuevo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a Google action or a Meta pixel (or both).')).toBeInTheDocument();
    expect(savedBodies(fake)).toEqual([]);

    await choose('Meta pixel', 'Píxel tienda');
    // Meanwhile someone removed the pixel on the integrations screen: the server refuses it.
    fake.data.pixels = [];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Add this pixel on the integrations screen first')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Meta pixel' })).toHaveAttribute('aria-invalid', 'true');
    expect(savedBodies(fake)).toEqual([{ stageId: expect.any(String), googleConversionId: null, metaPixelId: PIXEL_ID, metaEventName: 'Lead', value: null }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('changes and removes a rule', async () => {
    const fake = closedLoopServer();
    render(<Configured server={fake.server} />);
    const rules = await rulesTable();
    await userEvent.click(await rules.findByRole('button', { name: 'Cambiar la conversión de Ventas › Ganado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar la conversión de la etapa' });
    const value = await within(dialog).findByRole('spinbutton', { name: 'Valor de la conversión (€)' });
    expect(value).toHaveValue(300);
    await userEvent.clear(value);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(savedBodies(fake)).toHaveLength(1));
    expect(savedBodies(fake)[0]).toMatchObject({ googleConversionId: ACTION_UPLOAD, metaPixelId: PIXEL_ID, metaEventName: 'Purchase', value: null });
    expect(await rules.findByText('El de la acción')).toBeInTheDocument();

    await userEvent.click(rules.getByRole('button', { name: 'Quitar la conversión de Ventas › Ganado' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '¿Dejar de contar Ventas › Ganado como conversión?' })).getByRole('button', { name: 'Quitar' }));
    expect(await rules.findByText(/Ninguna etapa cuenta aún como conversión/)).toBeInTheDocument();
    expect(fake.server.calls.some((c) => c.key === 'DELETE /conversionRules/:companyId/:ruleId')).toBe(true);
  });

  it('sends a rejected conversion again', async () => {
    const fake = closedLoopServer();
    render(<Configured server={fake.server} />);
    const reported = within(await screen.findByRole('region', { name: 'Conversiones enviadas' }));
    await userEvent.click(await reported.findByRole('button', { name: 'Reintentar el envío a Meta de Ana García' }));
    expect(await reported.findByText('En cola')).toBeInTheDocument();
    const retry = fake.server.calls.find((c) => c.key === 'POST /offlineConversions/:companyId/:conversionId/retry');
    expect(retry?.args.params?.conversionId).toBe(fake.data.conversions.find((c) => c.platform === 'meta')!._id);
    expect(reported.queryByRole('button', { name: /^Reintentar/ })).not.toBeInTheDocument();
  });

  it('says what is missing when nothing is set up, with the way to get it', async () => {
    render(<Empty />);
    const rules = await rulesTable();
    expect(await rules.findByText(/Ninguna etapa cuenta aún como conversión/)).toBeInTheDocument();
    expect(await screen.findByText('Aún no se ha enviado ninguna conversión.')).toBeInTheDocument();
    await userEvent.click(rules.getByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Crea una con el tipo «Importación de clics (offline)»' })).toHaveAttribute('href', '/es/conversions/create');
    expect(within(dialog).getByRole('link', { name: 'Añade uno en Integraciones' })).toHaveAttribute('href', '/es/integrations');
  });

  it('lets a viewer read without changing anything, and pages long lists', async () => {
    const { unmount } = render(<ReadOnly />);
    expect(await (await rulesTable()).findByRole('row', { name: /Ventas › Ganado/ })).toBeInTheDocument();
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Añadir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reintentar/ })).not.toBeInTheDocument();
    unmount();
    render(<ManyReports />);
    const reported = within(await screen.findByRole('region', { name: 'Reported conversions' }));
    expect(await reported.findByText('1–20 of 40')).toBeInTheDocument();
    await userEvent.click(reported.getByRole('button', { name: /next page/i }));
    expect(await reported.findByText('21–40 of 40')).toBeInTheDocument();
  });
});
