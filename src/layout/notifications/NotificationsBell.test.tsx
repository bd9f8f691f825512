import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, type Notification } from '../../../contract/notifications';
import { COMPANY_ID } from '../../custom/crm/stories/crmFixtures';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { RealtimeContext, type Realtime, type RealtimeHandler } from '../../realtime/realtimeContext';
import { createHandlerApi, type RecordedCall } from '../../test/createHandlerApi';
import { NotificationsBell } from './NotificationsBell';

const note = (id: string, over: Partial<Notification> = {}): Notification => ({
  _id: id, companyId: COMPANY_ID, title: `Aviso ${id}`, body: `Cuerpo ${id}`, link: null, read: false, createdAt: '2026-11-20T10:30:00.000Z', ...over,
});

/** The notifications API over an in-memory list, recording every call. */
function notificationServer(initial: Notification[], options: { failMark?: boolean } = {}) {
  const items = [...initial];
  const calls: RecordedCall[] = [];
  const unread = () => items.filter((n) => !n.read).length;
  const api = createHandlerApi({
    'GET /notifications': () => ({ data: items.map((n) => ({ ...n })), total: items.length, page: 1, limit: 20, unread: unread() }),
    'PUT /notifications/read': ({ body }: { body?: unknown }) => {
      if (options.failMark) throw new Error('refused');
      const ids = (body as { ids: string[] }).ids;
      items.forEach((n) => { if (ids.includes(n._id)) n.read = true; });
      return { unread: unread() };
    },
    'PUT /notifications/read-all': () => {
      items.forEach((n) => { n.read = true; });
      return { unread: 0 };
    },
  }, calls);
  return { api, calls, items };
}

/** A socket stand-in: what the bell subscribes to, and a way to push an event to it. */
function fakeRealtime() {
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const value: Realtime = {
    chatStatus: 'ready', socketStatus: 'connected', refreshStatus: () => {},
    subscribe: (event, handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => void set.delete(handler);
    },
  };
  return { value, emit: (event: string, payload: unknown) => act(() => handlers.get(event)?.forEach((h) => h(payload))) };
}

function renderBell(items: Notification[], options: { language?: 'es' | 'en'; failMark?: boolean } = {}) {
  const server = notificationServer(items, options);
  const realtime = fakeRealtime();
  render(
    <CrmStoryWrapper api={server.api} path="crm/contacts" language={options.language}>
      <RealtimeContext.Provider value={realtime.value}><NotificationsBell /></RealtimeContext.Provider>
    </CrmStoryWrapper>,
  );
  return { ...server, realtime };
}

const openPanel = async (name: string | RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: /Notificaciones|Notifications/ });
};

describe('the notifications bell', () => {
  it('shows the unread count and lists the newest with title, body and time, unread ones said so', async () => {
    const { calls } = renderBell([note('n1', { link: '/crm/workflow-executions/e1' }), note('n2', { read: true })]);
    const panel = await openPanel('Notificaciones: 1 sin leer');
    expect(calls.find((c) => c.call === 'GET /notifications')!.query).toMatchObject({ companyId: COMPANY_ID, limit: 20 });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Sin leer: Aviso n1');
    expect(items[0]).toHaveTextContent('Cuerpo n1');
    expect(within(items[0]).getByText(/2026/)).toHaveAttribute('datetime', '2026-11-20T10:30:00.000Z');
    expect(items[1]).not.toHaveTextContent('Sin leer');
  });

  it('opens a notification: marks it read and follows its link inside the app', async () => {
    const { calls } = renderBell([note('n1', { link: '/crm/workflow-executions/e1' }), note('n2')]);
    const panel = await openPanel('Notificaciones: 2 sin leer');
    await userEvent.click(within(panel).getByRole('button', { name: /Aviso n1/ }));
    expect(await screen.findByTestId('navigated-away')).toHaveTextContent('/es/crm/workflow-executions/e1');
    expect(calls.find((c) => c.call === 'PUT /notifications/read')!.body).toEqual({ companyId: COMPANY_ID, ids: ['n1'] });
  });

  it('marks one without a link read where it is, and never follows a link to another site', async () => {
    renderBell([note('n1', { link: '//evil.example/x' }), note('n2')]);
    const panel = await openPanel('Notificaciones: 2 sin leer');
    await userEvent.click(within(panel).getByRole('button', { name: /Aviso n1/ }));
    // The open panel is modal: the bell behind it is hidden from the accessibility tree meanwhile.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificaciones: 1 sin leer', hidden: true })).toBeInTheDocument());
    expect(within(panel).getAllByRole('listitem')[0]).not.toHaveTextContent('Sin leer');
    expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
  });

  it('marks them all read at once', async () => {
    const { calls } = renderBell([note('n1'), note('n2'), note('n3', { read: true })]);
    const panel = await openPanel('Notificaciones: 2 sin leer');
    await userEvent.click(within(panel).getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificaciones', hidden: true })).toBeInTheDocument());
    expect(calls.filter((c) => c.call === 'PUT /notifications/read-all')).toHaveLength(1);
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    expect(within(panel).queryByText(/Sin leer/)).not.toBeInTheDocument();
  });

  it('adds a notification pushed on the socket for this company, with the new count; others are ignored', async () => {
    const { realtime } = renderBell([note('n1')]);
    await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    realtime.emit(NOTIFICATION_EVENT, { companyId: COMPANY_ID, notification: note('n9', { title: 'Nueva tarea' }), unread: 2 });
    realtime.emit(NOTIFICATION_EVENT, { companyId: 'other-company', notification: note('n8', { companyId: 'other-company' }), unread: 7 });
    realtime.emit(NOTIFICATION_EVENT, { companyId: COMPANY_ID, notification: { _id: 'broken' }, unread: 9 });
    const panel = await openPanel('Notificaciones: 2 sin leer');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('Nueva tarea'), expect.stringContaining('Aviso n1')]);
  });

  it('fetches again after the socket reconnects (pushes may have been missed)', async () => {
    const { realtime, calls, items } = renderBell([]);
    await screen.findByRole('button', { name: 'Notificaciones' });
    items.push(note('n5'));
    realtime.emit('reconnected', null);
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'GET /notifications')).toHaveLength(2);
  });

  it('says when a mark was refused', async () => {
    renderBell([note('n1')], { failMark: true });
    const panel = await openPanel('Notificaciones: 1 sin leer');
    await userEvent.click(within(panel).getByRole('button', { name: /Aviso n1/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('No se pudo marcar como leída');
  });

  it('speaks English', async () => {
    renderBell([], { language: 'en' });
    const panel = await openPanel('Notifications');
    expect(panel).toHaveTextContent('You have no notifications.');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
