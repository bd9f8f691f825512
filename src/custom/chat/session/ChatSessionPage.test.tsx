import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RealtimeContext } from '../../../realtime/realtimeContext';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { createLiveStub } from '../stories/liveStub';
import { chatSession, type SessionState } from '../stories/sessionFixtures';
import ChatSessionPage from './ChatSessionPage';
import * as stories from './ChatSessionPage.stories';
import { sessionServer } from './ChatSessionPage.stories';

const { Loading, NotConnected, WaitingForScan, Ready, QuietMonth, UsageError, LoggedOut, Failed, AsAgent, English, EnglishFailed } = composeStories(stories);

/** The screen over a fake server in `state`, kept to read the calls it made. */
function renderSession(state: SessionState) {
  const { server } = sessionServer(state);
  render(
    <CrmStoryWrapper server={server} path="crm/chat/session">
      <RealtimeContext.Provider value={createLiveStub().value}><ChatSessionPage /></RealtimeContext.Provider>
    </CrmStoryWrapper>,
  );
  return server;
}

/** Presses Tab until the named control has the focus (it must be reachable by keyboard). */
async function tabTo(name: string) {
  for (let i = 0; i < 15; i++) {
    await userEvent.tab();
    if (document.activeElement?.textContent === name) return document.activeElement as HTMLElement;
  }
  throw new Error(`${name} is not reachable with Tab`);
}

describe('chat session screen', () => {
  it('shows a spinner until the status arrives', async () => {
    render(<Loading />);
    expect(await screen.findByRole('heading', { name: 'Sesión de chat', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar' })).not.toBeInTheDocument();
  });

  it('says when the status cannot be loaded, and tries again on request', async () => {
    const server = renderSession({ session: chatSession('ready'), status: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se ha podido cargar.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByText('No se ha podido cargar.')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.key === 'GET /wppstatus')).toHaveLength(2);
  });

  it('offers to connect when not connected, then shows the QR code and the test phone', async () => {
    render(<NotConnected />);
    expect(await screen.findByText('Sin conectar')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Código QR para vincular el teléfono' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conectar' }));
    expect(await screen.findByText('Esperando el escaneo')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Código QR para vincular el teléfono' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('while waiting, draws the QR code with when it renews and the sandbox phone’s link', async () => {
    render(<WaitingForScan />);
    const qr = await screen.findByRole('img', { name: 'Código QR para vincular el teléfono' });
    expect(qr).toHaveAttribute('width', '240');
    expect(screen.getByText(/^El código se renueva solo; caduca a las \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir el teléfono de prueba' })).toHaveAttribute('href', expect.stringContaining('/api/chat/sandbox/pair/'));
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar' })).not.toBeInTheDocument();
  });

  it('when ready, shows the number and the last 30 days as a chart with its figures as a table', async () => {
    render(<Ready />);
    expect(await screen.findByText('Conectado')).toBeInTheDocument();
    expect(screen.getByText('Número conectado: +34 600 111 222')).toBeInTheDocument();
    const chart = await screen.findByRole('region', { name: 'Mensajes de los últimos 30 días' });
    const table = await within(chart).findByRole('table', { name: 'Mensajes de los últimos 30 días' });
    expect(within(table).getByRole('columnheader', { name: 'Recibidos' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Enviados' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(31); // the header and 30 days
    expect(screen.queryByRole('img', { name: 'Código QR para vincular el teléfono' })).not.toBeInTheDocument();
  });

  it('says a quiet month has no data, rather than drawing empty days', async () => {
    render(<QuietMonth />);
    const chart = await screen.findByRole('region', { name: 'Mensajes de los últimos 30 días' });
    expect(await within(chart).findByText('No hay datos en este periodo')).toBeInTheDocument();
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the month’s messages cannot be loaded, instead of loading for ever', async () => {
    render(<UsageError />);
    expect(await screen.findByText('No se han podido cargar los mensajes de los últimos 30 días.')).toBeInTheDocument();
    expect(screen.getByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mensajes de los últimos 30 días' })).not.toBeInTheDocument();
  });

  it('logs out by keyboard after confirming, and then offers to connect again', async () => {
    const server = renderSession({ session: chatSession('ready') });
    await screen.findByText('Conectado');
    await tabTo('Cerrar sesión');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    expect(dialog).toHaveTextContent('Dejarás de recibir mensajes hasta volver a escanear.');
    // Escape keeps the session.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.key === 'POST /whatsapp/wpplogout')).toBe(false);
    await tabTo('Cerrar sesión');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    await tabTo('Cerrar sesión');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(screen.getByText('Se cerró la sesión.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument();
    expect(server.calls.find((c) => c.key === 'POST /whatsapp/wpplogout')?.args.body).toMatchObject({ companyId: expect.any(String) });
  });

  it('after a logout says why and offers to connect again', async () => {
    render(<LoggedOut />);
    expect(await screen.findByText('Sesión cerrada')).toBeInTheDocument();
    expect(screen.getByText('Se cerró la sesión.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a intentarlo' }));
    expect(await screen.findByRole('img', { name: 'Código QR para vincular el teléfono' })).toBeInTheDocument();
  });

  it('a failure is an error with its reason', async () => {
    render(<Failed />);
    expect(await screen.findByText('No conectado')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Los códigos QR caducaron sin escanearse.');
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument();
  });

  it('lets an agent see the session but neither connect nor log out (chat:manage)', async () => {
    render(<AsAgent />);
    expect(await screen.findByText('Conectado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Conectar' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { name: 'Chat session', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Waiting for the scan')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code to pair the phone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the test phone' })).toBeInTheDocument();
    expect(screen.getByText(/^The code renews itself; it expires at /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Messages in the last 30 days' })).toBeInTheDocument();
  });

  it('says why in English too', async () => {
    render(<EnglishFailed />);
    expect(await screen.findByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The QR codes expired without a scan.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
