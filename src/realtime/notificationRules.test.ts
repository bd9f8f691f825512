import { describe, expect, it } from 'vitest';
import { notificationContent, shouldAskPermission, shouldNotify, type IncomingMessage } from './notificationRules';

const message = (over: Partial<IncomingMessage> = {}): IncomingMessage => ({
  from: '34600111222', chatName: 'Lucía Romero', body: 'Hola', usersToNotify: ['u1'], conversationId: 'c1', ...over,
});
const t = (key: string) => ({ 'chat.notifications.contact': 'Contacto', 'chat.notifications.newMessage': 'Nuevo mensaje', 'chat.notifications.newFile': 'Nuevo archivo' })[key] ?? key;

describe('desktop notification rules (SPEC §5, §9)', () => {
  it('asks for permission only while the browser has not been answered', () => {
    expect(shouldAskPermission('default')).toBe(true);
    expect(shouldAskPermission('granted')).toBe(false);
    expect(shouldAskPermission('denied')).toBe(false);
  });

  it('notifies a listed user of a customer message while the session is ready and permission is granted', () => {
    expect(shouldNotify(message(), 'u1', 'ready', 'granted')).toBe(true);
  });

  it.each([
    ['a user not listed', message(), 'u2', 'ready', 'granted'],
    ['the business’s own message', message({ from: 'me' }), 'u1', 'ready', 'granted'],
    ['a session that is not ready', message(), 'u1', 'waiting', 'granted'],
    ['permission not granted', message(), 'u1', 'ready', 'default'],
    ['permission denied', message(), 'u1', 'ready', 'denied'],
  ] as const)('does not notify %s', (_, m, user, status, permission) => {
    expect(shouldNotify(m, user, status, permission)).toBe(false);
  });

  it('titles with the chat name, else the sender, else "Contacto"', () => {
    expect(notificationContent(message(), t).title).toBe('Lucía Romero');
    expect(notificationContent(message({ chatName: null }), t).title).toBe('34600111222');
    expect(notificationContent(message({ chatName: '', from: '' }), t).title).toBe('Contacto');
  });

  it('says the text, else the caption, else what came', () => {
    expect(notificationContent(message({ body: { text: '¿Abrís mañana?' } }), t).body).toBe('¿Abrís mañana?');
    expect(notificationContent(message({ body: { caption: 'La factura' }, hasMedia: true }), t).body).toBe('La factura');
    expect(notificationContent(message({ body: null, hasMedia: true }), t).body).toBe('Nuevo archivo');
    expect(notificationContent(message({ body: { caption: '' } }), t).body).toBe('Nuevo mensaje');
  });
});

describe('the words of a notification', () => {
  it('exist in both languages', async () => {
    const { localeMessages } = await import('../test/localeMessages');
    for (const language of ['es', 'en']) {
      const chat = (localeMessages(language) as { chat: { notifications: Record<string, string> } }).chat.notifications;
      expect(Object.keys(chat).sort()).toEqual(['contact', 'newFile', 'newMessage']);
    }
    expect((localeMessages('es') as { chat: { notifications: { contact: string } } }).chat.notifications.contact).toBe('Contacto');
  });
});
