import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './WebForms.stories';
import { submissionsCsv } from './submissionsCsv';
import { submissionsRequest } from './webformsResource';
import { demoSubmission } from './webformsFixtures';

const { List, Empty, Detail, Show, Behavior, BehaviorWithEmails, BehaviorEmpty, BehaviorFailed, Snippet } = composeStories(stories);

describe('webforms list', () => {
  it('lists the submissions with contact, source and status, asking the server for the newest first', async () => {
    const calls: RecordedCall[] = [];
    render(<List calls={calls} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Formularios web' })).toBeInTheDocument();
    const row = within((await screen.findByRole('link', { name: 'Ana Pérez' })).closest('tr')!);
    expect(row.getByText('google / cpc')).toBeInTheDocument();
    expect(row.getByText('Nuevo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Pérez' })).toHaveAttribute('href', '/es/webforms/behavior/k1');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    expect(calls).toContainEqual(expect.objectContaining({ call: 'POST /webForms/:companyId', query: expect.objectContaining({ sortField: 'createdAt', sortOrder: 'desc', page: 1 }) }));
  });

  it('says so when nothing has been received, in English too', async () => {
    render(<Empty language="en" />);
    expect(await screen.findByText('No form submissions yet')).toBeInTheDocument();
  });

  it("a submission's page shows what was sent, the consent and the sources, and saves status and notes", async () => {
    const calls: RecordedCall[] = [];
    render(<Detail language="en" calls={calls} />);
    expect(await screen.findByText('Quiero reformar la cocina')).toBeInTheDocument();
    expect(screen.getByText('Acepto que me contacten sobre mi solicitud.')).toBeInTheDocument();
    expect(screen.getAllByText('Cj0KCQ_demo').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contacted' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Called');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toContainEqual(expect.objectContaining({ call: 'PUT /webForm/:companyId/:submissionId', body: { status: 'contacted', notes: 'Called' } })));
  });
});

describe('a submission read-only', () => {
  it('shows it to a viewer with its status and notes, without the way to edit', async () => {
    render(<Show role="viewer" />);
    expect(await screen.findByText('Quiero reformar la cocina')).toBeInTheDocument();
    expect(screen.getByText('Cualificado')).toBeInTheDocument();
    expect(screen.getByText('Visita el jueves')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('offers editing to an owner', async () => {
    render(<Show />);
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/es/webforms/s1');
  });
});

describe('behaviour timeline', () => {
  it("shows the contact's visits, clicks and submissions with their sources", async () => {
    render(<Behavior language="en" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Behaviour of Ana Pérez' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Visits, clicks, forms and emails' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Form sent'), expect.stringContaining('Click on a call to action: Pide presupuesto'), expect.stringContaining('Source: google / cpc'),
    ]);
    expect(screen.getAllByText('primavera')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to the contact' })).toHaveAttribute('href', '/en/crm/contacts/k1');
  });

  it("puts the emails sent to the contact, and what came of them, among the visits by time", async () => {
    render(<BehaviorWithEmails />);
    const list = await screen.findByRole('list', { name: 'Visitas, clics, formularios y emails' });
    expect(within(list).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      expect.stringContaining('Clic en un email: Tu presupuesto'), expect.stringContaining('Email abierto: Tu presupuesto'),
      expect.stringContaining('Formulario enviado'), expect.stringContaining('Email enviado: Tu presupuesto'),
      expect.stringContaining('Clic en una llamada a la acción'), expect.stringContaining('Visita a la página'),
    ]);
    expect(within(list).getByText('https://reformas.example/cocinas')).toBeInTheDocument();
  });

  it('has an empty and an error state', async () => {
    const { unmount } = render(<BehaviorEmpty />);
    expect(await screen.findByText('No hay visitas registradas')).toBeInTheDocument();
    unmount();
    render(<BehaviorFailed />);
    expect(await screen.findByText('No se ha podido cargar el comportamiento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

it('the tracking snippet is shown as text to copy', async () => {
  render(<Snippet language="en" />);
  expect(await screen.findByText(/data-site="k" defer><\/script>/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Tracking snippet' })).toBeInTheDocument();
});

describe('pure parts', () => {
  it('maps the list request onto the body filters and the query', () => {
    expect(submissionsRequest({ page: 2, perPage: 25, sortField: 'email', sortOrder: 'ASC', filter: { q: ' ana ', status: 'new', from: '2026-11-01', formId: '' } }))
      .toEqual({ query: { page: 2, limit: 25, sortField: 'email', sortOrder: 'asc' }, body: { filters: { status: 'new', from: '2026-11-01' }, searchTerm: 'ana' } });
    expect(submissionsRequest({ page: 1, perPage: 10, sortField: 'id', filter: {} }).query.sortField).toBe('createdAt');
  });

  it('writes a CSV with every input as a column, quoting and neutralising formulas', () => {
    const csv = submissionsCsv([demoSubmission({ fields: { email: 'a@b.co', message: '=HYPERLINK("x")' } })]);
    const [header, line] = csv.trim().split('\r\n');
    expect(header).toMatch(/^created_at,form,landing,status,contact,email,phone,source,first_touch,gclid,fbclid,utm_campaign,consent,consent_text,consent_at,page_url,notes,field:email,field:message$/);
    expect(line).toContain(',Cj0KCQ_demo,,primavera,yes,');
    expect(line.endsWith(`,a@b.co,"'=HYPERLINK(""x"")"`)).toBe(true);
  });
});
