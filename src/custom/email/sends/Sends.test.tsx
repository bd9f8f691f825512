import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { emailServer, SEND_DONE, SEND_RUNNING, type EmailData } from '../emailFake';
import SendPage from './SendPage';
import { SEND_POLL_MS, SendProgress } from './SendProgress';
import { SendsList } from './SendsList';
import * as stories from './Sends.stories';

const { List, Empty, Finished, English } = composeStories(stories);

function renderProgress(id: string, change?: (data: EmailData) => void, role?: 'agent') {
  const fake = emailServer(change);
  render(<CrmStoryWrapper server={fake.server} path={`templates/sends/${id}`} route="templates/sends/:bulkEmailId" role={role}><SendProgress /></CrmStoryWrapper>);
  return fake;
}
const polls = (server: ReturnType<typeof emailServer>['server']) => server.calls.filter((c) => c.key === 'GET /mailerSend/bulkEmail/:bulkEmailId').length;

describe('bulk sends', () => {
  it('lists the sends with their state, recipients, reach and time, each opening its progress', async () => {
    render(<List />);
    const table = await screen.findByRole('table', { name: 'Envíos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Enviando');
    expect(rows[0]).toHaveTextContent('40 de 120');
    expect(rows[1]).toHaveTextContent('VIP');
    expect(rows[1]).toHaveTextContent('Terminado');
    expect(within(rows[1]).getByRole('link', { name: 'Bienvenida' })).toHaveAttribute('href', `/es/templates/sends/${SEND_DONE}`);
  });

  it('words chosen contacts and filters in the user language, not the server label in English', async () => {
    const fake = emailServer((d) => {
      const done = d.sends.find((x) => x._id === SEND_DONE)!;
      d.sends = [
        { ...done, _id: 'send-chosen', recipients: { type: 'contacts', contactIds: ['c1'] }, recipientsLabel: '1 contact' },
        { ...done, _id: 'send-filter', recipients: { type: 'filter', searchTerm: 'ana', filters: [{ filterField: 'city', filterValue: 'Madrid' }] }, recipientsLabel: 'Filter: "ana", city: Madrid' },
        { ...done, _id: 'send-all', recipients: { type: 'filter' }, recipientsLabel: 'All contacts' },
      ];
    });
    const { unmount } = render(<CrmStoryWrapper server={fake.server} path="templates/sends" route="templates/sends"><SendsList /></CrmStoryWrapper>);
    const rows = within(await screen.findByRole('table', { name: 'Envíos' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['1 contacto', 'Filtro: "ana", city: Madrid', 'Todos los contactos']);
    unmount();
    render(<CrmStoryWrapper server={fake.server} path="templates/sends/send-chosen" route="templates/sends/:bulkEmailId" language="en"><SendProgress /></CrmStoryWrapper>);
    expect(await screen.findByText('To 1 contact · from Demo <hola@demo.example>')).toBeInTheDocument();
  });

  it('shows the empty state with the way to the templates, and English', async () => {
    const { unmount } = render(<Empty />);
    expect(await screen.findByRole('heading', { name: 'Aún no has enviado nada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a las plantillas' })).toHaveAttribute('href', '/es/templates');
    unmount();
    render(<English />);
    expect(await screen.findByRole('table', { name: 'Sends' })).toHaveTextContent('Completed');
  });

  it('polls a running send until it finishes, then stops', async () => {
    const { server } = renderProgress(SEND_RUNNING);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenida' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso del envío «Bienvenida»' })).toBeInTheDocument();
    expect(await screen.findByText('Terminado · 120 de 120', {}, { timeout: 4 * SEND_POLL_MS + 2000 })).toBeInTheDocument();
    const seen = polls(server);
    expect(seen).toBeGreaterThanOrEqual(2);
    expect(within(screen.getByRole('region', { name: 'Enviados' })).getByText('120')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, SEND_POLL_MS + 300));
    expect(polls(server)).toBe(seen);
  });

  it('cancels a running send after confirming', async () => {
    const { server, data } = renderProgress(SEND_RUNNING, (d) => { d.pollsToFinish = 1000; });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar el envío' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar este envío?' });
    expect(dialog).toHaveTextContent('Se han enviado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar el envío' }));
    await waitFor(() => expect(screen.getAllByText('Cancelado').length).toBeGreaterThan(0));
    expect(server.calls.some((c) => c.key === 'POST /mailerSend/bulkEmail/:bulkEmailId/cancel')).toBe(true);
    expect(data.sends.find((s) => s._id === SEND_RUNNING)!.state).toBe('cancelled');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar el envío' })).not.toBeInTheDocument());
  });

  it('offers no cancel to a role without email:write', async () => {
    renderProgress(SEND_RUNNING, (d) => { d.pollsToFinish = 1000; }, 'agent');
    await screen.findByRole('heading', { level: 1, name: 'Bienvenida' });
    expect(screen.queryByRole('button', { name: 'Cancelar el envío' })).not.toBeInTheDocument();
  });

  it('sits under the email area tabs, with Sends as the current one', async () => {
    render(<CrmStoryWrapper server={emailServer().server} path={`templates/sends/${SEND_DONE}`} route="templates/sends/:bulkEmailId"><SendPage /></CrmStoryWrapper>);
    const tabs = await screen.findByRole('tablist', { name: 'Secciones del email' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Plantillas', 'Envíos', 'Dominios de envío', 'Supresiones', 'Estadísticas']);
    expect(within(tabs).getByRole('tab', { name: 'Envíos' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Estadísticas' })).toHaveAttribute('href', '/es/templates/stats');
  });

  it('shows a finished send with its figures and links to the statistics of its tag', async () => {
    render(<Finished />);
    expect(await screen.findByText('Terminado · 120 de 120')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Omitidos' })).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Estadísticas de «otoño»' })).toHaveAttribute('href', `/es/templates/stats?tag=${encodeURIComponent('otoño')}`);
    expect(screen.queryByRole('button', { name: 'Cancelar el envío' })).not.toBeInTheDocument();
  });
});
