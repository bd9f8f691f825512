import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RealtimeContext } from '../../../realtime/realtimeContext';
import { CrmStoryWrapper } from '../../crm/stories/CrmStoryWrapper';
import { CONV_LUCIA, CONV_PEDRO } from '../stories/chatFixtures';
import { createLiveStub } from '../stories/liveStub';
import ChatInbox from './ChatInbox';
import * as stories from './ChatInbox.stories';
import { inboxServer } from './ChatInbox.stories';

const { Inbox, OnlyTemplates, NotConnected, English } = composeStories(stories);

/** The inbox at a path, keeping the fake server (to read what was sent) and the live socket (to push events). */
function renderInbox(path = 'crm/chat') {
  const { server, chat } = inboxServer();
  const live = createLiveStub();
  render(
    <CrmStoryWrapper server={server} path={path} route="crm/chat/:conversationId?">
      <RealtimeContext.Provider value={live.value}><ChatInbox /></RealtimeContext.Provider>
    </CrmStoryWrapper>,
  );
  return { server, chat, live };
}

const list = () => screen.getByRole('region', { name: 'Conversaciones' });

describe('chat inbox', () => {
  it('lists conversations newest first with their unread count and last message', async () => {
    render(<Inbox />);
    const lucia = await within(await screen.findByRole('region', { name: 'Conversaciones' })).findByRole('button', { name: /Lucía Romero/ });
    expect(within(lucia).getByLabelText('1 mensaje sin leer')).toBeInTheDocument();
    expect(lucia).toHaveTextContent('¿Y a las 12?');
    const rows = within(list()).getAllByRole('button', { name: /Romero|Sanz/ });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Lucía Romero');
    expect(rows[1]).toHaveTextContent('Pedro Sanz');
    expect(screen.getByText('En directo')).toBeInTheDocument();
  });

  it('opens a conversation, marks it read, and sends with Enter keeping the thread in order', async () => {
    const { server } = renderInbox(`crm/chat/${CONV_LUCIA}`);
    const thread = await screen.findByRole('region', { name: 'Conversación abierta' });
    await within(thread).findByText('¿Y a las 12?');
    await waitFor(() => expect(server.calls.some((c) => c.key === 'POST /wppread')).toBe(true));
    expect(within(thread).getByTitle('Leído')).toBeInTheDocument();
    const box = within(thread).getByRole('textbox', { name: 'Escribe un mensaje' });
    await userEvent.type(box, 'A las 12 también.{Enter}');
    await within(thread).findByText('A las 12 también.');
    const sent = server.calls.find((c) => c.key === 'POST /wppsend')!;
    expect(sent.args.body).toMatchObject({ conversationId: CONV_LUCIA, type: 'text', message: 'A las 12 también.' });
    expect(box).toHaveValue('');
  });

  it('outside the 24-hour window only offers templates, sent with their variables after a preview', async () => {
    render(<OnlyTemplates />);
    const thread = await screen.findByRole('region', { name: 'Conversación abierta' });
    await within(thread).findByText(/solo puedes enviar una plantilla/);
    expect(within(thread).getByRole('textbox', { name: 'Escribe un mensaje' })).toBeDisabled();
    await userEvent.click(within(thread).getByRole('button', { name: 'Plantillas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar una plantilla' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Plantilla' }));
    await userEvent.click(await screen.findByRole('option', { name: 'recordatorio_cita' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Variable 1' }), 'Pedro');
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Variable 2' }), 'martes');
    expect(within(dialog).getByTestId('template-preview')).toHaveTextContent('Hola Pedro, te esperamos el martes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await within(thread).findByText('Hola Pedro, te esperamos el martes.');
  });

  it('shows a live message at once in the open thread and reloads the list for a new conversation', async () => {
    const { chat, live, server } = renderInbox(`crm/chat/${CONV_PEDRO}`);
    const thread = await screen.findByRole('region', { name: 'Conversación abierta' });
    await within(thread).findByText('Gracias, recibido.');
    const pedro = chat.conversations.find((c) => c._id === CONV_PEDRO)!;
    const message = { ...chat.messages.find((m) => m.conversationId === CONV_PEDRO)!, _id: 'live-1', text: '¿Seguís abiertos?', createdAt: new Date().toISOString() };
    act(() => live.emit('newMessage', { conversation: { ...pedro, lastMessageAt: message.createdAt }, message }));
    await within(thread).findByText('¿Seguís abiertos?');
    // A conversation the list does not have yet: the list asks the server again.
    const before = server.calls.filter((c) => c.key === 'POST /wppchats/:companyId').length;
    act(() => live.emit('newMessage', { conversation: { ...pedro, _id: 'not-listed' }, message: { ...message, _id: 'live-2', conversationId: 'not-listed' } }));
    await waitFor(() => expect(server.calls.filter((c) => c.key === 'POST /wppchats/:companyId').length).toBeGreaterThan(before));
  });

  it('says when the chat is not connected, with the way to connect', async () => {
    render(<NotConnected />);
    expect(await screen.findByText('El chat no está conectado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conectar' })).toHaveAttribute('href', '/es/crm/chat/session');
  });

  it('speaks English', async () => {
    render(<English />);
    const thread = await screen.findByRole('region', { name: 'Open conversation' });
    expect(await within(thread).findByRole('textbox', { name: 'Write a message' })).toBeInTheDocument();
  });
});
