import { describe, expect, it } from 'vitest';
import { HISTORY_EXPIRED, HISTORY_PAGE_1, HISTORY_PAGE_2, INVALID_GRANT, PROFILE, REFRESH_ANSWER, REPLY_METADATA, SEND_ANSWER, THREAD_METADATA, TOKEN_ANSWER, UNAUTHENTICATED, WATCH_ANSWER } from './__recorded__/gmail.responses';
import { GmailMailbox } from './gmail';
import { buildMessage, decodeHeader, encodeHeader, parseMessage } from './mime';

type Sent = { url: string; method: string; headers: Record<string, string>; body: string };
function fakeFetch(answers: { status: number; body?: unknown }[]) {
  const sent: Sent[] = [];
  const fn = (async (input: string | URL, init?: RequestInit) => {
    sent.push({ url: String(input), method: init?.method ?? 'GET', headers: init?.headers as Record<string, string>, body: String(init?.body ?? '') });
    const a = answers.shift();
    if (!a) throw new Error('unexpected request');
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fn, sent };
}
const now = new Date('2023-08-01T10:00:00Z');
const client = (f: typeof fetch) => new GmailMailbox({ clientId: 'cid.apps.googleusercontent.com', clientSecret: 'secret', fetch: f, now: () => now });

describe('Gmail adapter against recorded answers', () => {
  it('asks for gmail.send and gmail.metadata, offline access', () => {
    const url = new URL(client(fakeFetch([]).fn).authorizeUrl({ state: 's', redirectUri: 'https://crm.example.com/cb', lang: 'en', loginHint: 'a@b.c' }));
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.metadata');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('login_hint')).toBe('a@b.c');
  });

  it('exchanges the code, refreshes (keeping no new refresh token), and reads the profile', async () => {
    const f = fakeFetch([{ status: 200, body: TOKEN_ANSWER }, { status: 200, body: REFRESH_ANSWER }, { status: 200, body: PROFILE }, { status: 400, body: INVALID_GRANT }]);
    const c = client(f.fn);
    const t = await c.exchangeCode('code', 'https://crm.example.com/cb');
    expect(t).toEqual({ accessToken: TOKEN_ANSWER.access_token, refreshToken: TOKEN_ANSWER.refresh_token, expiresAt: new Date(now.getTime() + 3599_000), scopes: TOKEN_ANSWER.scope.split(' ') });
    expect(Object.fromEntries(new URLSearchParams(f.sent[0]!.body))).toMatchObject({ grant_type: 'authorization_code', code: 'code', client_id: 'cid.apps.googleusercontent.com' });
    expect((await c.refresh('rt')).refreshToken).toBeNull();
    expect(await c.profile('at')).toEqual({ email: 'luis.perez@gmail.com', historyId: '4182736' });
    expect(f.sent[2]!.url).toBe('https://gmail.googleapis.com/gmail/v1/users/me/profile');
    await expect(c.refresh('rt')).rejects.toMatchObject({ code: 'token_revoked' });
  });

  it('sends the raw message (with threadId for a reply); an expired token is token_expired', async () => {
    const f = fakeFetch([{ status: 200, body: SEND_ANSWER }, { status: 401, body: UNAUTHENTICATED }]);
    const c = client(f.fn);
    expect(await c.send('at', 'cmF3', 'thread-1')).toEqual({ id: SEND_ANSWER.id, threadId: SEND_ANSWER.threadId });
    expect(f.sent[0]).toMatchObject({ url: 'https://gmail.googleapis.com/gmail/v1/users/me/messages/send', method: 'POST' });
    expect(JSON.parse(f.sent[0]!.body)).toEqual({ raw: 'cmF3', threadId: 'thread-1' });
    await expect(c.send('at', 'cmF3')).rejects.toMatchObject({ code: 'token_expired', status: 401 });
  });
});

describe('Gmail reply sync against recorded answers (gmail.metadata: no body is ever asked for)', () => {
  it('lists history from the stored id, page by page, keeping only the messages added', async () => {
    const f = fakeFetch([{ status: 200, body: HISTORY_PAGE_1 }, { status: 200, body: HISTORY_PAGE_2 }]);
    const c = client(f.fn);
    const first = await c.history('at', '4182736');
    expect(first).toEqual({
      added: [{ id: '18c1f3c4d5e6f701', threadId: '18c1f2a3b4c5d6e7' }, { id: '18c1f3d0e1f20304', threadId: '18c1f3d0e1f20304' }],
      historyId: '4182812', nextPageToken: '09218743562019837465',
    });
    const url = new URL(f.sent[0]!.url);
    expect(url.origin + url.pathname).toBe('https://gmail.googleapis.com/gmail/v1/users/me/history');
    expect(Object.fromEntries(url.searchParams)).toEqual({ startHistoryId: '4182736', historyTypes: 'messageAdded', maxResults: '500' });
    expect(f.sent[0]!.headers.authorization).toBe('Bearer at');
    expect(await c.history('at', '4182736', first.nextPageToken!)).toEqual({ added: [{ id: '18c1f3e9a0b1c2d3', threadId: '18c1f2a3b4c5d6e7' }], historyId: '4182812', nextPageToken: null });
    expect(new URL(f.sent[1]!.url).searchParams.get('pageToken')).toBe('09218743562019837465');
  });

  it('an expired start id is not_found (404): the caller syncs in full', async () => {
    const c = client(fakeFetch([{ status: 404, body: HISTORY_EXPIRED }]).fn);
    await expect(c.history('at', '1')).rejects.toMatchObject({ name: 'MailboxError', code: 'not_found', status: 404 });
  });

  it('reads a message and a thread as metadata: the four headers, labels, snippet and date', async () => {
    const f = fakeFetch([{ status: 200, body: REPLY_METADATA }, { status: 200, body: THREAD_METADATA }]);
    const c = client(f.fn);
    expect(await c.message('at', '18c1f3c4d5e6f701')).toEqual({
      id: '18c1f3c4d5e6f701', threadId: '18c1f2a3b4c5d6e7', labelIds: ['UNREAD', 'IMPORTANT', 'CATEGORY_PERSONAL', 'INBOX'],
      snippet: REPLY_METADATA.snippet, at: new Date(1690885380000),
      headers: { from: 'Pedro López <Pedro.Lopez@example.com>', to: 'Luis Pérez <luis.perez@gmail.com>', subject: 'Re: Propuesta de colaboración', 'message-id': '<CAGx7bq0=K2pE9vQ@mail.gmail.com>' },
    });
    const url = new URL(f.sent[0]!.url);
    expect(url.pathname).toBe('/gmail/v1/users/me/messages/18c1f3c4d5e6f701');
    expect(url.searchParams.get('format')).toBe('metadata');
    expect(url.searchParams.getAll('metadataHeaders')).toEqual(['From', 'To', 'Subject', 'Message-ID']);
    const thread = await c.threadMessages('at', '18c1f2a3b4c5d6e7');
    expect(new URL(f.sent[1]!.url).pathname).toBe('/gmail/v1/users/me/threads/18c1f2a3b4c5d6e7');
    expect(thread.map((m) => [m.id, m.labelIds[0], m.headers.from])).toEqual([
      ['18c1f2a3b4c5d6e7', 'SENT', 'luis.perez@gmail.com'], ['18c1f3c4d5e6f701', 'UNREAD', 'Pedro López <Pedro.Lopez@example.com>'], ['18c1f4a0b1c2d3e4', 'UNREAD', 'pedro.lopez@example.com'],
    ]);
  });
});

describe('Gmail watch against a recorded answer', () => {
  it('watches the inbox on the topic (labelFilterBehavior, not the deprecated labelFilterAction)', async () => {
    const f = fakeFetch([{ status: 200, body: WATCH_ANSWER }]);
    expect(await client(f.fn).watch('at', 'projects/crm-demo/topics/gmail-push')).toEqual({ historyId: '4183200', expiration: new Date(1691490000000) });
    expect(f.sent[0]).toMatchObject({ url: 'https://gmail.googleapis.com/gmail/v1/users/me/watch', method: 'POST' });
    expect(JSON.parse(f.sent[0]!.body)).toEqual({ topicName: 'projects/crm-demo/topics/gmail-push', labelIds: ['INBOX'], labelFilterBehavior: 'INCLUDE' });
  });
});

describe('RFC 2822 messages', () => {
  it('encodes a UTF-8 subject and body, keeps reply headers, and round-trips through base64url', () => {
    const { mime, raw } = buildMessage({
      from: '"Ana" <ana@example.com>', to: 'pedro@example.com', subject: 'Reunión de mañana — ¿a las 10?', text: 'Hola Pedro,\nnos vemos ✓',
      messageId: '<b@example.com>', inReplyTo: '<a@example.com>', references: ['<z@example.com>', '<a@example.com>'], date: new Date('2023-08-01T10:00:00Z'),
    });
    expect(raw).not.toMatch(/[+/=]/);
    expect(mime).toContain('Subject: =?UTF-8?B?');
    expect(mime).toContain('In-Reply-To: <a@example.com>\r\nReferences: <z@example.com> <a@example.com>');
    expect(mime).toContain('Date: Tue, 01 Aug 2023 10:00:00 +0000');
    const parsed = parseMessage(raw);
    expect(decodeHeader(parsed.headers.subject!)).toBe('Reunión de mañana — ¿a las 10?');
    expect(parsed.text).toBe('Hola Pedro,\r\nnos vemos ✓');
    expect(parsed.headers['message-id']).toBe('<b@example.com>');
  });

  it('leaves ASCII alone and strips header injection', () => {
    expect(encodeHeader('Hello')).toBe('Hello');
    expect(encodeHeader('Hi\r\nBcc: x@y.z')).toBe('Hi Bcc: x@y.z');
  });
});
