import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { AppError } from '../../http/errors';
import type { OutgoingMessage } from './chat.connector';
import { CloudChat, MediaTooLargeError, type CloudOptions } from './cloud';
import { GraphError, toAppError } from './cloud.errors';
import { reviewOf } from './cloud.templates';
import { createChatConnector } from './index';
import { SandboxChat } from './sandbox';
import { IDS, fakeGraph, recorded, recordedSignatures } from './__recorded__/fakeGraph';

const TOKEN = 'EAAGm0PX4ZCpsBA-test-token-9f3b2c';
const COMPANY = '6f1c1c9e-2b7a-4c55-9d43-0d7c2b7e5a10';
const GRAPH = 'https://graph.facebook.com/v23.0';
const MESSAGES = /\/v\d+\.\d+\/106540352242922\/messages$/;
const MEDIA = /\/v23\.0\/106540352242922\/media$/;
const TEMPLATES = /\/v23\.0\/102290129340398\/message_templates$/;

function cloud(graph = fakeGraph(), options: Partial<CloudOptions> = {}) {
  const chat = new CloudChat({
    token: TOKEN, phoneNumberId: IDS.phoneNumberId, businessAccountId: IDS.businessAccountId, appSecret: recordedSignatures.appSecret!,
    verifyToken: 'verify-token-8c1d', companyId: COMPANY, graphVersion: 'v23.0', fetch: graph.fetch, ...options,
  });
  return { chat, graph };
}

const text = (body: string, extra: Partial<OutgoingMessage> = {}): OutgoingMessage =>
  ({ to: '+34 611-111-111', type: 'text', text: body, caption: null, media: null, ...extra });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF recorded bytes')]);

describe('Cloud connector: sending', () => {
  it('posts a text to the number\'s messages endpoint of the configured Graph version, with the bearer token', async () => {
    const { chat, graph } = cloud(fakeGraph().on('POST', MESSAGES, recorded.sentText));
    const sent = await chat.send(text('Hola, mira https://example.com/cita'));
    expect(sent).toEqual({ vendorId: 'wamid.HBgLMzQ2MTExMTExMTEVAgARGBJCMjhGRTNGRDRBQjE0NzRDMDcA', status: 'sent' });
    const [request] = graph.sent;
    expect(request!.method).toBe('POST');
    expect(request!.url.href).toBe(`${GRAPH}/106540352242922/messages`);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.json).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '34611111111', type: 'text',
      text: { body: 'Hola, mira https://example.com/cita', preview_url: true },
    });

    const other = cloud(fakeGraph().on('POST', MESSAGES, recorded.sentText), { graphVersion: 'v21.0' });
    await other.chat.send(text('Sin enlaces'));
    expect(other.graph.sent[0]!.url.pathname).toBe('/v21.0/106540352242922/messages');
    expect((other.graph.sent[0]!.json as { text: unknown }).text).toEqual({ body: 'Sin enlaces', preview_url: false });
  });

  it('uploads a file first (multipart: file, its type, messaging_product) and sends it by the media id', async () => {
    const { chat, graph } = cloud(fakeGraph().on('POST', MEDIA, recorded.mediaUploaded).on('POST', MESSAGES, recorded.sentDocument));
    const sent = await chat.send({
      to: '34611111111', type: 'document', text: null, caption: 'Presupuesto',
      media: { contentType: 'application/pdf', fileName: 'presupuesto.pdf', body: PDF },
    });
    expect(sent.vendorId).toBe('wamid.HBgLMzQ2MTExMTExMTEVAgARGBJEMDk3QjQ4OUIxNzY0QjRCQUIA');
    expect(graph.calls()).toEqual(['POST /v23.0/106540352242922/media', 'POST /v23.0/106540352242922/messages']);
    const upload = graph.sent[0]!;
    expect(upload.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(upload.form!.get('messaging_product')).toBe('whatsapp');
    expect(upload.form!.get('type')).toBe('application/pdf');
    const file = upload.form!.get('file') as File;
    expect(file.name).toBe('presupuesto.pdf');
    expect(file.type).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    expect(graph.sent[1]!.json).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '34611111111', type: 'document',
      document: { id: '1037543291543636', caption: 'Presupuesto', filename: 'presupuesto.pdf' },
    });
  });

  it('sends audio without a caption, and an Office file (ZIP by its bytes) with its Office type', async () => {
    const { chat, graph } = cloud(fakeGraph().on('POST', MEDIA, recorded.mediaUploaded).on('POST', MESSAGES, recorded.sentDocument));
    await chat.send({ to: '34611111111', type: 'audio', text: null, caption: 'ignored', media: { contentType: 'audio/ogg', fileName: 'nota.ogg', body: Buffer.from('OggS') } });
    expect(graph.sent[1]!.json).toMatchObject({ type: 'audio', audio: { id: '1037543291543636' } });
    expect((graph.sent[1]!.json as { audio: object }).audio).not.toHaveProperty('caption');
    await chat.send({ to: '34611111111', type: 'document', text: null, caption: null, media: { contentType: 'application/zip', fileName: 'oferta.docx', body: Buffer.from('PK\x03\x04') } });
    expect(graph.sent[2]!.form!.get('type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('outside the 24-hour window sends a template\'s text as the template, each value in its component; inside it, as text', async () => {
    const template = { name: 'cita_confirmada', language: 'es', header: 'Cita {{dia}}', message: 'Hola {{nombre}}, te esperamos a las {{hora}}.', values: ['lunes', 'Lucía', '10:00'] };
    const filled = '*Cita lunes*\nHola Lucía, te esperamos a las 10:00.';
    const { chat, graph } = cloud(fakeGraph().on('POST', MESSAGES, recorded.sentTemplate));
    await chat.send(text(filled, { template, windowOpen: false }));
    expect(graph.sent[0]!.json).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '34611111111', type: 'template',
      template: {
        name: 'cita_confirmada', language: { code: 'es', policy: 'deterministic' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'lunes' }] },
          { type: 'body', parameters: [{ type: 'text', text: 'Lucía' }, { type: 'text', text: '10:00' }] },
        ],
      },
    });

    await chat.send(text(filled, { template, windowOpen: true }));
    expect(graph.sent[1]!.json).toMatchObject({ type: 'text', text: { body: filled } });

    // A template without variables names no components.
    await chat.send(text('Tu pago vence mañana.', { template: { name: 'aviso_pago', language: 'en_US', header: null, message: 'Tu pago vence mañana.', values: [] }, windowOpen: false }));
    expect(graph.sent[2]!.json).toMatchObject({ type: 'template', template: { name: 'aviso_pago', language: { code: 'en_US' } } });
    expect((graph.sent[2]!.json as { template: object }).template).not.toHaveProperty('components');
  });
});

describe('Cloud connector: Graph errors', () => {
  it('reads the error envelope: code, subcode, details (or the message written for people), trace id', () => {
    const expired = GraphError.fromAnswer(401, recorded.errorTokenExpired.body);
    expect(expired).toMatchObject({ httpStatus: 401, code: 190, subcode: 463, fbtraceId: 'A0mBRm6xqZ3cHn2pN7k1d9F', details: null, isAuth: true, retryable: true });
    expect(expired.message).toMatch(/^Error validating access token/);
    const window = GraphError.fromAnswer(400, recorded.errorOutsideWindow.body);
    expect(window).toMatchObject({ code: 131047, subcode: null, isAuth: false, retryable: false });
    expect(window.details).toMatch(/more than 24 hours have passed/);
    expect(window.summary).toBe('WhatsApp Cloud API error 131047: (#131047) Re-engagement message (Message failed to send because more than 24 hours have passed since the customer last replied to this number.) [fbtrace_id AzHAtIo2u2WGb1Wl2kcEmxJ]');
    expect(GraphError.fromAnswer(400, recorded.errorTemplateInvalid.body).details).toBe('Variables can\'t be at the start or end of the template.');
    expect(GraphError.fromAnswer(400, recorded.errorThroughput.body).retryable).toBe(true);
    expect(GraphError.fromAnswer(503, recorded.errorServiceUnavailable.body).retryable).toBe(true);
    expect(GraphError.fromAnswer(400, recorded.errorMediaGone.body)).toMatchObject({ code: 100, subcode: 33, retryable: false });
    expect(GraphError.fromAnswer(502, null)).toMatchObject({ code: null, message: 'WhatsApp Cloud API answered HTTP 502' });
  });

  it.each([
    ['errorOutsideWindow', 422, 'outside_window', 131047],
    ['errorTokenExpired', 502, 'channel_auth_failed', 190],
    ['errorThroughput', 429, 'channel_rate_limited', 130429],
    ['errorParamCount', 400, 'template_variables', 132000],
    ['errorUndeliverable', 422, 'recipient_unreachable', 131026],
    ['errorServiceUnavailable', 503, 'channel_unavailable', 131016],
  ] as const)('a send refused with %s is the product\'s %i %s, the vendor\'s code in the details, the token nowhere', async (name, status, code, vendorCode) => {
    const { chat } = cloud(fakeGraph().on('POST', MESSAGES, recorded[name]));
    const error = await chat.send(text('Hola')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: status, code, details: { vendorCode, fbtraceId: recorded[name].body.error ? expect.any(String) : null } });
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    expect(String((error as Error).message)).not.toContain(TOKEN);
  });

  it('Graph not reached or failing is 503 channel_unavailable; a refusal the product does not know is 502 channel_error', async () => {
    const down = cloud(fakeGraph().on('POST', MESSAGES, { networkError: true }));
    await expect(down.chat.send(text('Hola'))).rejects.toMatchObject({ statusCode: 503, code: 'channel_unavailable' });
    const proxy = cloud(fakeGraph().on('POST', MESSAGES, { status: 502, bytes: Buffer.from('<html>Bad Gateway</html>'), contentType: 'text/html' }));
    await expect(proxy.chat.send(text('Hola'))).rejects.toMatchObject({ statusCode: 503, code: 'channel_unavailable' });
    const odd = cloud(fakeGraph().on('POST', MESSAGES, { status: 400, body: { error: { message: 'Something new', code: 987654 } } }));
    await expect(odd.chat.send(text('Hola'))).rejects.toMatchObject({ statusCode: 502, code: 'channel_error', message: 'WhatsApp refused the request: Something new' });
    const noId = cloud(fakeGraph().on('POST', MESSAGES, { status: 200, body: { messaging_product: 'whatsapp', messages: [] } }));
    await expect(noId.chat.send(text('Hola'))).rejects.toMatchObject({ code: 'channel_error' });
    expect(toAppError(new Error('boom'))).toMatchObject({ statusCode: 502, code: 'channel_error' });
  });
});

describe('Cloud connector: session', () => {
  it('logs in by asking Graph for the number: ready with its display number, no QR code', async () => {
    const { chat, graph } = cloud(fakeGraph().on('GET', /\/v23\.0\/106540352242922$/, recorded.phoneNumber));
    expect(await chat.login({ status: 'unknown', reason: null, loginStartedAt: null, companyId: COMPANY })).toEqual({
      status: 'ready', reason: null, loginStartedAt: null, phone: '+34910000000', provider: 'cloud',
    });
    expect(graph.sent[0]!.url.searchParams.get('fields')).toBe('display_phone_number,verified_name,quality_rating');
    expect(graph.sent[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('fails with channel_auth_failed for a refused token, channel_unreachable when Graph is away, and serves only its company', async () => {
    const row = { status: 'unknown' as const, reason: null, loginStartedAt: null, companyId: COMPANY };
    expect(await cloud(fakeGraph().on('GET', /106540352242922$/, recorded.errorTokenExpired)).chat.login(row)).toMatchObject({ status: 'failed', reason: 'channel_auth_failed' });
    expect(await cloud(fakeGraph().on('GET', /106540352242922$/, { networkError: true })).chat.login(row)).toMatchObject({ status: 'failed', reason: 'channel_unreachable' });
    const other = cloud();
    expect(await other.chat.login({ ...row, companyId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ status: 'failed', reason: 'channel_not_configured' });
    expect(other.graph.sent).toHaveLength(0);
  });

  it('reports the stored state: a sandbox QR wait or a sandbox pairing is not a Cloud session', () => {
    const { chat } = cloud();
    const now = new Date();
    const at = (status: 'ready' | 'waiting' | 'failed', provider: string, companyId = COMPANY) => chat.session({ status, reason: null, loginStartedAt: now, provider, companyId });
    expect(at('ready', 'cloud')).toEqual({ status: 'ready', qrRef: null, qrExpiresAt: null, reason: null });
    expect(at('ready', 'sandbox').status).toBe('unknown');
    expect(at('waiting', 'sandbox').status).toBe('unknown');
    expect(at('ready', 'cloud', '00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 'failed', reason: 'channel_not_configured' });
  });
});

describe('Cloud connector: incoming media', () => {
  const INFO = /\/v23\.0\/1184727502793419$/;
  const CDN = /^lookaside\.fbsbx\.com\/whatsapp_business\/attachments\/$/;

  it('asks Graph for the media URL, then fetches it from Meta\'s CDN with the bearer token', async () => {
    const { chat, graph } = cloud(fakeGraph().on('GET', INFO, recorded.mediaInfo).on('GET', CDN, { status: 200, bytes: JPEG, contentType: 'image/jpeg' }));
    expect(await chat.downloadMedia('1184727502793419')).toEqual({ body: JPEG, contentType: 'image/jpeg', size: JPEG.length });
    expect(graph.sent[0]!.url.href).toBe(`${GRAPH}/1184727502793419?phone_number_id=106540352242922`);
    expect(graph.sent[1]!.url.href).toBe(recorded.mediaInfo.body.url);
    expect(graph.sent[1]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('never sends the token off Meta\'s hosts, refuses files larger than any chat type before downloading, and reads a forgotten id as final', async () => {
    const offsite = cloud(fakeGraph().on('GET', INFO, recorded.mediaInfoOffsite));
    await expect(offsite.chat.downloadMedia('1184727502793419')).rejects.toThrow(/not on Meta's servers \(attacker\.example\)/);
    expect(offsite.graph.sent).toHaveLength(1);

    const huge = cloud(fakeGraph().on('GET', /\/v23\.0\/1184727502793420$/, recorded.mediaInfoHuge));
    const tooLarge = await huge.chat.downloadMedia('1184727502793420').catch((e: unknown) => e);
    expect(tooLarge).toBeInstanceOf(MediaTooLargeError);
    expect(huge.graph.sent).toHaveLength(1);

    const gone = cloud(fakeGraph().on('GET', INFO, recorded.errorMediaGone));
    const error = await gone.chat.downloadMedia('1184727502793419').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({ code: 100, retryable: false });

    const odd = cloud();
    await expect(odd.chat.downloadMedia('../../me?fields=id')).rejects.toThrow('Invalid media id');
    expect(odd.graph.sent).toHaveLength(0);
  });
});

describe('Cloud connector: template review', () => {
  const cita = { name: 'cita_confirmada', category: 'UTILITY', language: 'es', header: 'Cita {{dia}}' as string | null, message: 'Hola {{nombre}}, te esperamos a las {{hora}}.', variables: ['lunes', 'Lucía', '10:00'], companyId: COMPANY };

  it('submits a template Meta does not have: HEADER and BODY, variables renumbered per component with their examples', async () => {
    const { chat, graph } = cloud(fakeGraph().on('GET', TEMPLATES, recorded.templatesNone).on('POST', TEMPLATES, recorded.templateCreated));
    expect(await chat.review(cita)).toEqual({ status: 'PENDING', reason: null });
    expect(graph.sent[0]!.url.searchParams.get('name')).toBe('cita_confirmada');
    expect(graph.sent[0]!.url.searchParams.get('fields')).toContain('rejected_reason');
    expect(graph.sent[1]!.json).toEqual({
      name: 'cita_confirmada', language: 'es', category: 'UTILITY', parameter_format: 'POSITIONAL',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Cita {{1}}', example: { header_text: ['lunes'] } },
        { type: 'BODY', text: 'Hola {{1}}, te esperamos a las {{2}}.', example: { body_text: [['Lucía', '10:00']] } },
      ],
    });
  });

  it('reads Meta\'s review of one it has: APPROVED, PENDING, REJECTED with its reason, PAUSED without NONE', async () => {
    const review = (t: Partial<typeof cita>) => cloud(fakeGraph().on('GET', TEMPLATES, recorded.templatesReviewed)).chat.review({ ...cita, ...t });
    expect(await review({})).toEqual({ status: 'APPROVED', reason: null });
    expect(await review({ language: 'en_US', header: null, message: 'Hi {{name}}, see you at {{time}}.', variables: ['Lucy', '10:00'] })).toEqual({ status: 'PENDING', reason: null });
    expect(await review({ name: 'oferta_verano', category: 'MARKETING', header: null, message: 'Todo GRATIS este verano', variables: [] })).toEqual({ status: 'REJECTED', reason: 'PROMOTIONAL' });
    expect(await review({ name: 'aviso_pago', header: null, message: 'Tu pago vence mañana.', variables: [] })).toEqual({ status: 'PAUSED', reason: null });
  });

  it('submits an edit of an approved template (its text changed here) and says pending', async () => {
    const { chat, graph } = cloud(fakeGraph().on('GET', TEMPLATES, recorded.templatesReviewed).on('POST', /\/v23\.0\/594425479261596$/, recorded.templateEdited));
    expect(await chat.review({ ...cita, message: 'Hola {{nombre}}, te esperamos a las {{hora}} en la clínica.' })).toEqual({ status: 'PENDING', reason: null });
    expect(graph.calls()).toEqual(['GET /v23.0/102290129340398/message_templates', 'POST /v23.0/594425479261596']);
    expect(graph.sent[1]!.json).toEqual({
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Cita {{1}}', example: { header_text: ['lunes'] } },
        { type: 'BODY', text: 'Hola {{1}}, te esperamos a las {{2}} en la clínica.', example: { body_text: [['Lucía', '10:00']] } },
      ],
    });
  });

  it('a submission Meta refuses as invalid is a rejection with Meta\'s explanation; a refused token is an error', async () => {
    const invalid = cloud(fakeGraph().on('GET', TEMPLATES, recorded.templatesNone).on('POST', TEMPLATES, recorded.errorTemplateInvalid));
    expect(await invalid.chat.review(cita)).toEqual({ status: 'REJECTED', reason: 'Variables can\'t be at the start or end of the template.' });
    const expired = cloud(fakeGraph().on('GET', TEMPLATES, recorded.errorTokenExpired));
    await expect(expired.chat.review(cita)).rejects.toMatchObject({ statusCode: 502, code: 'channel_auth_failed' });
    const foreign = cloud();
    expect(await foreign.chat.review({ ...cita, companyId: '00000000-0000-4000-8000-000000000000' })).toEqual({ status: 'PENDING', reason: null });
    expect(foreign.graph.sent).toHaveLength(0);
  });

  it.each([
    ['APPROVED', 'NONE', 'APPROVED', null],
    ['REINSTATED', null, 'APPROVED', null],
    ['FLAGGED', null, 'APPROVED', 'FLAGGED'],
    ['PENDING', null, 'PENDING', null],
    ['IN_APPEAL', null, 'PENDING', null],
    ['REJECTED', 'INCORRECT_CATEGORY', 'REJECTED', 'INCORRECT_CATEGORY'],
    ['REJECTED', 'NONE', 'REJECTED', null],
    ['PAUSED', null, 'PAUSED', null],
    ['DISABLED', null, 'DISABLED', null],
    ['ARCHIVED', null, 'DISABLED', 'ARCHIVED'],
    ['PENDING_DELETION', null, 'DISABLED', 'PENDING_DELETION'],
  ])('Meta\'s %s (reason %s) is the product\'s %s (reason %s)', (status, reason, expected, expectedReason) => {
    expect(reviewOf(status, reason)).toEqual({ status: expected, reason: expectedReason });
  });
});

describe('Cloud connector: selection by configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/crm-cloud-test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };
  const whatsapp = {
    WHATSAPP_CLOUD_TOKEN: TOKEN, WHATSAPP_PHONE_NUMBER_ID: IDS.phoneNumberId, WHATSAPP_BUSINESS_ACCOUNT_ID: IDS.businessAccountId,
    WHATSAPP_APP_SECRET: recordedSignatures.appSecret, WHATSAPP_VERIFY_TOKEN: 'verify-token-8c1d', WHATSAPP_COMPANY_ID: COMPANY,
  };

  it('is the Cloud API when the six WHATSAPP_* variables are set, the sandbox otherwise', async () => {
    const graph = fakeGraph().on('POST', MESSAGES, recorded.sentText);
    const chat = createChatConnector(loadConfig({ ...base, ...whatsapp, WHATSAPP_GRAPH_VERSION: 'v22.0' }), graph.fetch);
    expect(chat).toBeInstanceOf(CloudChat);
    expect(chat.provider).toBe('cloud');
    await chat.send(text('Hola'));
    expect(graph.sent[0]!.url.pathname).toBe('/v22.0/106540352242922/messages');
    expect(createChatConnector(loadConfig(base))).toBeInstanceOf(SandboxChat);
    expect(loadConfig({ ...base, ...whatsapp }).WHATSAPP_GRAPH_VERSION).toBe('v23.0');
  });

  it('refuses a partial or malformed configuration at start-up', () => {
    const { WHATSAPP_APP_SECRET: _secret, ...withoutSecret } = whatsapp;
    expect(() => loadConfig({ ...base, ...withoutSecret })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...withoutSecret })).toThrow(/set together or not at all/);
    expect(() => loadConfig({ ...base, ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+34 910 00 00 00' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ ...base, ...whatsapp, WHATSAPP_VERIFY_TOKEN: 'short' })).toThrow(/WHATSAPP_VERIFY_TOKEN/);
    expect(() => loadConfig({ ...base, ...whatsapp, WHATSAPP_GRAPH_VERSION: '23' })).toThrow(/WHATSAPP_GRAPH_VERSION/);
  });
});
