import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, type Notification } from '../../../contract/notifications';
import { COMPANY_ID } from '../../custom/crm/stories/crmFixtures';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';
import { ServicesContext, type Services } from '../../app/servicesContext';
import { RealtimeContext } from '../../realtime/realtimeContext';
import { createStore } from '../../store/createStore';
import { NotificationsBell } from './NotificationsBell';
import * as stories from './NotificationsBell.stories';
import { fakeRealtime, notificationServer, sampleNotification as note } from './notificationsFake';

const { WithUnread, English } = composeStories(stories);

function renderBell(items: Notification[], options: { language?: 'es' | 'en'; failMark?: boolean } = {}) {
  const server = notificationServer(items, options);
  const realtime = fakeRealtime();
  render(
    <CrmStoryWrapper api={server.api} path="crm/contacts" language={options.language}>
      <RealtimeContext.Provider value={realtime.value}><NotificationsBell /></RealtimeContext.Provider>
    </CrmStoryWrapper>,
  );
  return { ...server, realtime: { emit: (event: string, payload: unknown) => act(() => realtime.emit(event, payload)) } };
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

  it('speaks English, with an empty list too', async () => {
    render(<English />);
    const panel = await openPanel('Notifications: 1 unread');
    expect(within(panel).getByRole('listitem')).toHaveTextContent('Unread: Workflow finished');
    await userEvent.keyboard('{Escape}');
    renderBell([], { language: 'en' });
    const empty = await openPanel('Notifications');
    expect(empty).toHaveTextContent('You have no notifications.');
    expect(within(empty).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('is reached and opened by keyboard, and closed with Escape back on the bell', async () => {
    render(<WithUnread />);
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' });
    await userEvent.tab();
    expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bell).toHaveFocus();
  });
});

describe('without a company chosen', () => {
  it('shows no bell and asks nothing (notifications belong to a company)', async () => {
    const server = notificationServer([note('n1')]);
    const services = {
      api: server.api,
      session: { companyId: createStore<string | null>(null) },
    } as unknown as Services;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ServicesContext.Provider value={services}><MemoryRouter><NotificationsBell /></MemoryRouter></ServicesContext.Provider>
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});
