import { describe, expect, it } from 'vitest';
import { parseNotification, signatureOf, verificationChallenge, verifySignature, type CloudMessageEvent } from './cloud.webhook';
import { IDS, notification, recordedSignatures } from './__recorded__/fakeGraph';

const SECRET = recordedSignatures.appSecret!;
const parse = (name: string) => parseNotification(JSON.parse(notification(name).toString('utf8')));

describe('X-Hub-Signature-256', () => {
  it('accepts the signature Meta computed over the exact bytes (checked against openssl)', () => {
    for (const name of ['webhook.text.json', 'webhook.image.json']) {
      const raw = notification(name);
      expect(verifySignature(SECRET, raw, recordedSignatures[name])).toBe(true);
      expect(signatureOf(SECRET, raw)).toBe(recordedSignatures[name]);
      // Upper-case hex is the same signature.
      expect(verifySignature(SECRET, raw, `sha256=${recordedSignatures[name]!.slice(7).toUpperCase()}`)).toBe(true);
    }
  });

  it('refuses a changed byte, the same JSON serialised again, another secret, and malformed headers', () => {
    const raw = notification('webhook.text.json');
    const header = recordedSignatures['webhook.text.json']!;
    const changed = Buffer.from(raw);
    changed[changed.indexOf('34611111111')] = '5'.charCodeAt(0);
    expect(verifySignature(SECRET, changed, header)).toBe(false);
    // Meta escapes non-ASCII text (\u00bf): a parsed-and-stringified body has other bytes.
    expect(verifySignature(SECRET, Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8')))), header)).toBe(false);
    expect(verifySignature('another-app-secret', raw, header)).toBe(false);
    expect(verifySignature(SECRET, raw, undefined)).toBe(false);
    expect(verifySignature(SECRET, raw, [header])).toBe(false);
    expect(verifySignature(SECRET, raw, header.slice(7))).toBe(false);
    expect(verifySignature(SECRET, raw, `sha1=${header.slice(7)}`)).toBe(false);
    expect(verifySignature(SECRET, raw, header.slice(0, -2))).toBe(false);
    expect(verifySignature(SECRET, raw, `${header}00`)).toBe(false);
  });
});

describe('verification handshake', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-token-8c1d', 'hub.challenge': '1158201444' };

  it('echoes the challenge when the mode is subscribe and the token is ours', () => {
    expect(verificationChallenge('verify-token-8c1d', query)).toBe('1158201444');
  });

  it.each([
    ['another token', { 'hub.verify_token': 'verify-token-8c1e' }],
    ['a longer token', { 'hub.verify_token': 'verify-token-8c1d!' }],
    ['another mode', { 'hub.mode': 'unsubscribe' }],
    ['no challenge', { 'hub.challenge': undefined }],
    ['a repeated token', { 'hub.verify_token': ['verify-token-8c1d', 'x'] }],
  ])('answers nothing for %s', (_what, change) => {
    expect(verificationChallenge('verify-token-8c1d', { ...query, ...change })).toBeNull();
  });
});

describe('notifications', () => {
  it('reads a text from a new number with the profile name and Meta\'s time', () => {
    expect(parse('webhook.text.json')).toEqual([{
      kind: 'message', phoneNumberId: IDS.phoneNumberId, vendorId: 'wamid.HBgLMzQ2MTExMTExMTEVAgASGBQzQUFCMTY5RDZGMjQ3NEMxMjhBNwA=',
      from: '34611111111', profileName: 'Lucía Pérez', timestamp: new Date(1720094523 * 1000), type: 'text', text: 'Hola, ¿tenéis cita el lunes?',
      caption: null, media: null, location: null, contactCard: null,
    }]);
  });

  it('reads an image with its caption and media id (the file is fetched later, by the id)', () => {
    const [image] = parse('webhook.image.json') as CloudMessageEvent[];
    expect(image).toMatchObject({ type: 'image', caption: 'El presupuesto firmado', text: null, media: { id: '1184727502793419', mimeType: 'image/jpeg', fileName: null } });
  });

  it('reads video, voice note, document, location and a contact card; stickers and reactions are left out', () => {
    const events = parse('webhook.kinds.json');
    expect(events.map((e) => (e.kind === 'message' ? e.type : `${e.kind}:${e.kind === 'ignored' ? e.what : ''}`))).toEqual([
      'video', 'audio', 'document', 'location', 'contact', 'ignored:sticker', 'ignored:reaction',
    ]);
    const [video, audio, document, location, contact] = events as CloudMessageEvent[];
    expect(video).toMatchObject({ caption: 'Así quedó', media: { id: '2208611542951021', mimeType: 'video/mp4' }, profileName: 'Jordi Vidal' });
    expect(audio).toMatchObject({ caption: null, media: { id: '1630851047810934', mimeType: 'audio/ogg; codecs=opus' } });
    expect(document).toMatchObject({ caption: 'Factura de junio', media: { id: '874420631249913', fileName: 'factura-junio.pdf' } });
    expect(location).toMatchObject({ location: { latitude: 41.3870154, longitude: 2.1700471, name: 'Oficina centro' }, media: null });
    expect(contact).toMatchObject({ contactCard: { name: 'Marta Gil', phone: '+34 633 000 002' }, vendorId: 'wamid.HBgLMzQ2MjIyMjIyMjIVAgASGBQzQTBBMDAwMDAwMDAwMDAwMDAwNQA=' });
  });

  it('gives each card of a multi-card message its own id, so each is stored once', () => {
    const body = JSON.parse(notification('webhook.kinds.json').toString('utf8'));
    const message = body.entry[0].changes[0].value.messages[4];
    message.contacts.push({ name: { formatted_name: 'Pau Roca' }, phones: [{ wa_id: '34644000003' }] });
    body.entry[0].changes[0].value.messages = [message];
    const id = message.id as string;
    expect(parseNotification(body).map((e) => (e.kind === 'message' ? [e.vendorId, e.contactCard] : null))).toEqual([
      [id, { name: 'Marta Gil', phone: '+34 633 000 002' }],
      [`${id}#2`, { name: 'Pau Roca', phone: '34644000003' }],
    ]);
  });

  it('reads statuses (sent, delivered, read; played counts as read) and a failure with its errors', () => {
    expect(parse('webhook.statuses.json').map((e) => e.kind === 'status' && [e.status, e.recipient])).toEqual([['sent', '34611111111'], ['delivered', '34611111111']]);
    expect(parse('webhook.read.json')).toEqual([{
      kind: 'status', phoneNumberId: IDS.phoneNumberId, vendorId: 'wamid.HBgLMzQ2MTExMTExMTEVAgARGBJCMjhGRTNGRDRBQjE0NzRDMDcA', status: 'read', recipient: '34611111111', errors: [],
    }]);
    expect(parse('webhook.failed.json')).toEqual([expect.objectContaining({
      kind: 'status', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }],
    })]);
    const played = JSON.parse(notification('webhook.read.json').toString('utf8'));
    played.entry[0].changes[0].value.statuses[0].status = 'played';
    expect(parseNotification(played)).toEqual([expect.objectContaining({ kind: 'status', status: 'read' })]);
    played.entry[0].changes[0].value.statuses[0].status = 'deleted';
    expect(parseNotification(played)).toEqual([expect.objectContaining({ kind: 'ignored', what: 'status deleted' })]);
  });

  it('reads a template review with its business account, and ignores what is not a WhatsApp Business Account notification', () => {
    expect(parse('webhook.template.json')).toEqual([{
      kind: 'template', businessAccountId: IDS.businessAccountId, event: 'REJECTED', name: 'recordatorio_cita', language: 'es', reason: 'INVALID_FORMAT',
    }]);
    expect(parseNotification({ object: 'page', entry: [{ id: '1', changes: [{ field: 'messages', value: {} }] }] })).toEqual([]);
    expect(parseNotification('not an object')).toEqual([]);
    expect(parseNotification({ object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'phone_number_quality_update', value: {} }] }] }))
      .toEqual([{ kind: 'ignored', phoneNumberId: null, vendorId: null, what: 'field phone_number_quality_update' }]);
  });

  it('keeps text Postgres cannot hold out, and a message without its sender out', () => {
    const body = JSON.parse(notification('webhook.text.json').toString('utf8'));
    body.entry[0].changes[0].value.messages[0].text.body = 'Hola\u0000';
    expect(parseNotification(body)[0]).toMatchObject({ kind: 'message', text: 'Hola' });
    delete body.entry[0].changes[0].value.messages[0].from;
    expect(parseNotification(body)[0]).toMatchObject({ kind: 'ignored', what: 'message without id or sender' });
  });
});
