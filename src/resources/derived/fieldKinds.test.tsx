import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../../contract/define';
import {
  boolean, country, currency, date, datetime, defineResource, email, json, money, multiSelect, multiline, number, phone, reference, select, tags, text, timeZone, url,
} from '../../dataProvider/defineResource';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { createHandlerApi, type RecordedCall } from '../../test/createHandlerApi';
import { ResourceRoutes } from './ResourceRoutes';

/*
 * Every field kind through the derived views: the cell each shows in the list (formatted in the
 * user's language) and the input each gets in the forms, with a reference to another declared
 * resource. A throwaway pair of resources against a fake API.
 */
const company = { in: 'params', key: 'companyId' } as const;
const owners = defineResource({
  name: 'owners',
  recordRepresentation: 'name',
  endpoints: {
    list: defineCall({ method: 'GET', path: '/owners/:companyId', summary: 'Owners', company }),
    get: defineCall({ method: 'GET', path: '/owners/:companyId/:id', summary: 'An owner', company }),
  },
  fields: { name: text() },
});
const things = defineResource({
  name: 'things',
  path: 'things',
  show: true,
  endpoints: {
    list: defineCall({ method: 'GET', path: '/things/:companyId', summary: 'Things', company }),
    get: defineCall({ method: 'GET', path: '/things/:companyId/:id', summary: 'A thing', company }),
    create: defineCall({ method: 'POST', path: '/thing', summary: 'New thing', company: { in: 'body', key: 'companyId' }, body: z.object({ companyId: z.string(), name: z.string().min(1) }).passthrough() }),
  },
  fields: {
    name: text({ required: true }),
    notes: multiline({ list: false }),
    email: email(),
    phone: phone({ list: false }),
    site: url({ list: false }),
    units: number(),
    price: money({ currency: 'EUR' }),
    active: boolean(),
    since: date(),
    seenAt: datetime({ list: false }),
    size: select(['s', 'm']),
    channels: multiSelect(['mail', 'chat']),
    labels: tags(),
    owner: reference('owners'),
    country: country(),
    currency: currency(),
    zone: timeZone({ list: false }),
    raw: json({ list: false }),
  },
});

const THING = {
  _id: 't1', name: 'Caja', notes: null, email: 'caja@example.com', phone: '+34600111222', site: 'https://caja.es', units: 1250, price: 1290.5,
  active: true, since: '2026-03-05', seenAt: '2026-03-05T10:00:00Z', size: 'm', channels: ['mail', 'chat'], labels: ['vip'], owner: 'o1',
  country: 'PT', currency: 'EUR', zone: 'Europe/Madrid', raw: { a: 1 },
};
const messages = {
  resources: {
    owners: { name_one: 'Responsable', name_other: 'Responsables' },
    things: {
      name_one: 'Cosa', name_other: 'Cosas', create: 'Crear una cosa', empty: { title: 'Nada', body: 'Nada aún' },
      fields: {
        name: 'Nombre', notes: 'Notas', email: 'Correo', phone: 'Teléfono', site: 'Web', units: 'Unidades', price: 'Precio', active: 'Activa', since: 'Desde',
        seenAt: 'Vista', size: 'Tamaño', channels: 'Canales', labels: 'Etiquetas', owner: 'Responsable', country: 'País', currency: 'Moneda', zone: 'Zona', raw: 'Datos',
      },
      choices: { size: { s: 'Pequeña', m: 'Mediana' }, channels: { mail: 'Correo', chat: 'Chat' } },
    },
  },
};

function renderThings(path: string, calls: RecordedCall[] = []) {
  const api = createHandlerApi({
    'GET /things/:companyId': { data: [THING], total: 1 },
    'GET /things/:companyId/:id': THING,
    'POST /thing': ({ body }: { body: Record<string, unknown> }) => ({ _id: 't2', ...body }),
    'GET /owners/:companyId': { data: [{ _id: 'o1', name: 'Olga' }], total: 1 },
    'GET /owners/:companyId/:id': { _id: 'o1', name: 'Olga' },
  }, calls);
  render(
    <CrmStoryWrapper path={path} route="things/*" resources={[things, owners]} api={api} messages={messages}>
      <ResourceRoutes resource={things} />
    </CrmStoryWrapper>,
  );
}

describe('every field kind in the derived views', () => {
  it('shows each in a list cell, formatted in Spanish, numbers aligned right', async () => {
    renderThings('things');
    const row = (await screen.findByRole('link', { name: 'Caja' })).closest('tr')!;
    const cell = (header: string) => {
      const index = screen.getAllByRole('columnheader').findIndex((h) => h.textContent === header);
      return within(row).getAllByRole('cell')[index];
    };
    expect(cell('Unidades')).toHaveTextContent('1.250');
    expect(getComputedStyle(cell('Unidades')).textAlign).toBe('right');
    expect(cell('Precio')).toHaveTextContent(/1\.290,50\s€/);
    expect(cell('Desde')).toHaveTextContent('5 mar 2026');
    expect(cell('Tamaño')).toHaveTextContent('Mediana');
    expect(cell('Canales')).toHaveTextContent('mailchat');
    expect(cell('Etiquetas')).toHaveTextContent('vip');
    expect(within(cell('Activa')).getByTestId('true')).toBeInTheDocument();
    expect(await within(cell('Responsable')).findByText('Olga')).toBeInTheDocument();
    expect(cell('País')).toHaveTextContent('Portugal (PT)');
    expect(cell('Moneda')).toHaveTextContent('euro (EUR)');
  });

  it('gives each kind its input in the create form and sends what was entered', async () => {
    const calls: RecordedCall[] = [];
    renderThings('things/create', calls);
    await screen.findByRole('textbox', { name: /Nombre/ });
    expect(screen.getByRole('textbox', { name: 'Notas' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Correo' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Teléfono' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Web' })).toHaveAttribute('inputmode', 'url');
    expect(screen.getByRole('spinbutton', { name: 'Unidades' })).toBeInTheDocument();
    expect(screen.getByLabelText('Activa')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByLabelText('Desde')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Vista')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getByRole('combobox', { name: 'Tamaño' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'País' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zona' })).toBeInTheDocument();
    // Read-only JSON is shown, never edited.
    expect(screen.queryByRole('textbox', { name: 'Datos' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Bolsa');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Unidades' }), '12');
    await userEvent.click(screen.getByLabelText('Activa'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Tamaño' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pequeña' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Responsable' }), 'Ol');
    await userEvent.click(await screen.findByRole('option', { name: 'Olga' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.call === 'POST /thing')?.body).toMatchObject({ name: 'Bolsa', units: 12, active: true, size: 's', owner: 'o1' }));
  });

  it('shows a record on its show page with each field labelled, JSON included', async () => {
    renderThings('things/t1/show');
    expect(await screen.findByText('caja@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Datos').length).toBeGreaterThan(0);
    expect(screen.getByText(/"a": 1/)).toBeInTheDocument();
    // A time zone reads by its city and name, not its code.
    expect(screen.getByText(/^Madrid · /)).toBeInTheDocument();
  });
});
