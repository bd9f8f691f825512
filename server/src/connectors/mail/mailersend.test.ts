import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createMailConnector } from '.';
import { buildEmailParams, createMailerSendMail, mailerSendError } from './mailersend';
import { MailSendError, type MailMessage } from './mail.connector';

const message: MailMessage = {
  to: 'eva@example.net', toName: 'Eva', subject: 'Hola Eva', text: 'Hola', html: '<p>Hola</p>', replyTo: 'help@shop.test',
  from: { email: 'news@shop.test', name: 'Shop' }, tags: ['summer', 'promo'], headers: { 'X-Campaign': 'c1' },
  listUnsubscribe: 'https://crm.test/api/email/u/TOKEN', messageId: '<m1@shop.test>',
  dkim: { domainName: 'shop.test', keySelector: 'crm1', privateKey: 'never sent' },
};

/** fetch as MailerSend answers it, recording each request (the SDK's HTTP layer, no network). */
function recordedFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const requests: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string | URL, init: RequestInit = {}) => {
    requests.push({
      url: String(url), method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers as HeadersInit).entries()),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MailerSend connector', () => {
  it('is chosen over SMTP and the sandbox when MAILERSEND_API_KEY is set', () => {
    const config = loadConfig({ MAILERSEND_API_KEY: 'mlsn.key', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(createMailConnector(config, null as never).kind).toBe('mailersend');
    expect(createMailConnector(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), null as never).kind).toBe('smtp');
  });

  it('builds POST /email from the message: our rendering, our tracking, no DKIM key, no personalization', () => {
    const params = JSON.parse(JSON.stringify(buildEmailParams(message, 'CRM <no-reply@crm.test>')));
    expect(params).toEqual({
      from: { email: 'news@shop.test', name: 'Shop' },
      to: [{ email: 'eva@example.net', name: 'Eva' }],
      reply_to: { email: 'help@shop.test' },
      subject: 'Hola Eva', text: 'Hola', html: '<p>Hola</p>',
      tags: ['summer', 'promo'],
      headers: [{ name: 'X-Campaign', value: 'c1' }],
      list_unsubscribe: '<https://crm.test/api/email/u/TOKEN>',
      settings: { track_clicks: false, track_opens: false, track_content: false },
    });
    expect(JSON.stringify(params)).not.toContain('never sent');
    // Product mail (reset codes) has no sender of its own: MAIL_FROM.
    const plain = JSON.parse(JSON.stringify(buildEmailParams({ to: 'a@b.test', subject: 'Code', text: '123456' }, 'CRM <no-reply@crm.test>')));
    expect(plain.from).toEqual({ email: 'no-reply@crm.test', name: 'CRM' });
  });

  it('sends through the SDK with the bearer key and returns X-Message-Id', async () => {
    const requests = recordedFetch(202, undefined, { 'x-message-id': '64f0c1e2a1b2c3d4e5f60718' });
    const mail = createMailerSendMail('mlsn.secret', 'CRM <no-reply@crm.test>');
    expect(await mail.send(message)).toEqual({ id: '64f0c1e2a1b2c3d4e5f60718' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: 'https://api.mailersend.com/v1/email', method: 'POST', body: expect.objectContaining({ subject: 'Hola Eva' }) });
    expect(requests[0].headers.authorization).toBe('Bearer mlsn.secret');
  });

  it('maps refusals: 422 #MS42207 permanent, 429 later with its delay, 5xx later, all-suppressed permanent', async () => {
    const mail = createMailerSendMail('k', 'CRM <no-reply@crm.test>');
    recordedFetch(422, {
      message: 'The from.email domain must be verified in your account to send emails. #MS42207',
      errors: { 'from.email': ['The from.email domain must be verified in your account to send emails. #MS42207'] },
    });
    await expect(mail.send(message)).rejects.toMatchObject({ permanent: true, code: 'mailersend_unverified_domain', message: expect.stringContaining('#MS42207') });
    vi.unstubAllGlobals();

    recordedFetch(429, { message: 'Too Many Attempts.' }, { 'retry-after': '17', 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0' });
    await expect(mail.send(message)).rejects.toMatchObject({ permanent: false, code: 'mailersend_rate_limit', retryAfterMs: 17_000 });
    vi.unstubAllGlobals();

    recordedFetch(202, {
      message: 'There are some warnings for your request.',
      warnings: [{ type: 'ALLSUPPRESSED', message: 'All of the recipients provided have been suppressed.', recipients: [{ email: 'eva@example.net', name: 'Eva', reasons: ['hardbounced'] }] }],
    }, { 'x-message-id': 'x' });
    await expect(mail.send(message)).rejects.toMatchObject({ permanent: true, code: 'mailersend_suppressed' });
    vi.unstubAllGlobals();

    recordedFetch(401, { message: 'Unauthenticated.' });
    await expect(mail.send(message)).rejects.toMatchObject({ permanent: true, code: 'mailersend_auth' });
  });

  it('an answer-less failure (network) is permanent: the message may have arrived, so no resend', () => {
    expect(mailerSendError(new Error('socket hang up'))).toMatchObject({ permanent: true, code: 'mailersend_network' });
    expect(mailerSendError({ statusCode: 503, body: { message: 'Service Unavailable' } })).toMatchObject({ permanent: false, code: 'mailersend_unavailable' });
    expect(mailerSendError({ statusCode: 422, body: { message: 'The given data was invalid.', errors: { subject: ['The subject field is required. #MS42209'] } } }))
      .toMatchObject({ permanent: true, code: 'mailersend_invalid', message: expect.stringContaining('#MS42209') });
    expect(mailerSendError({ statusCode: 429 })).toBeInstanceOf(MailSendError);
  });
});
