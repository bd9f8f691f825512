import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MessageType } from '../../../../contract/chat';

/**
 * Meta's webhook for the Cloud API (reference/whatsapp.md A4): the signature of each POST, and the
 * notification read into plain events the chat module acts on. Nothing here touches the database.
 */

/**
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(app secret, raw body)>`, compared in constant
 * time over the exact bytes received (a re-serialised body would not match).
 */
export function verifySignature(appSecret: string, rawBody: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature header Meta would send for `rawBody` (tests and local tools). */
export const signatureOf = (appSecret: string, rawBody: Buffer | string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** The verification GET's answer: the challenge when mode and token match, else null (403). */
export function verificationChallenge(verifyToken: string, query: Record<string, unknown>): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  if (!challenge || challenge.length > 512) return null;
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  return a.length === b.length && timingSafeEqual(a, b) ? challenge : null;
}

export type CloudMedia = { id: string; mimeType: string | null; fileName: string | null };

/** A contact's message to the number. */
export type CloudMessageEvent = {
  kind: 'message';
  phoneNumberId: string;
  vendorId: string;
  from: string;
  profileName: string | null;
  timestamp: Date | null;
  type: MessageType;
  text: string | null;
  caption: string | null;
  media: CloudMedia | null;
  location: { latitude: number; longitude: number; name: string | null } | null;
  contactCard: { name: string; phone: string } | null;
};

/** What happened to a message the business sent. `played` (voice notes) counts as read. */
export type CloudStatusEvent = {
  kind: 'status';
  phoneNumberId: string;
  vendorId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  recipient: string | null;
  errors: Array<{ code: number | null; title: string | null; message: string | null }>;
};

/** Meta's review of a template changed (`message_template_status_update`). */
export type CloudTemplateEvent = {
  kind: 'template';
  /** The WhatsApp Business Account the template belongs to (the entry's id). */
  businessAccountId: string | null;
  event: string; name: string; language: string; reason: string | null;
};

/** A message kind the product does not show (stickers, reactions, orders, system notices…): kept out, said in the log. */
export type CloudIgnoredEvent = { kind: 'ignored'; phoneNumberId: string | null; vendorId: string | null; what: string };

export type CloudEvent = CloudMessageEvent | CloudStatusEvent | CloudTemplateEvent | CloudIgnoredEvent;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** Text from the payload; NUL (which Postgres text cannot hold) removed. */
const str = (v: unknown): string | null => (typeof v === 'string' ? v.replaceAll('\u0000', '') : typeof v === 'number' ? String(v) : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

const MEDIA: Partial<Record<string, MessageType>> = { image: 'image', video: 'video', audio: 'audio', voice: 'audio', document: 'document' };

function message(phoneNumberId: string, m: Obj, names: Map<string, string>): CloudEvent[] {
  const vendorId = str(m.id);
  const from = str(m.from);
  const type = str(m.type) ?? 'unknown';
  if (!vendorId || !from) return [{ kind: 'ignored', phoneNumberId, vendorId, what: 'message without id or sender' }];
  const seconds = num(m.timestamp);
  const base = {
    kind: 'message' as const, phoneNumberId, vendorId, from, profileName: names.get(from) ?? null,
    timestamp: seconds !== null ? new Date(seconds * 1000) : null,
    text: null, caption: null, media: null, location: null, contactCard: null,
  };
  const mediaType = MEDIA[type];
  if (type === 'text') {
    const body = str(obj(m.text).body);
    return body ? [{ ...base, type: 'text', text: body }] : [{ kind: 'ignored', phoneNumberId, vendorId, what: 'empty text' }];
  }
  if (mediaType) {
    const o = obj(m[type]);
    const id = str(o.id);
    if (!id) return [{ kind: 'ignored', phoneNumberId, vendorId, what: `${type} without media id` }];
    return [{
      ...base, type: mediaType, caption: mediaType === 'audio' ? null : str(o.caption),
      media: { id, mimeType: str(o.mime_type), fileName: str(o.filename) },
    }];
  }
  if (type === 'location') {
    const o = obj(m.location);
    const latitude = num(o.latitude);
    const longitude = num(o.longitude);
    if (latitude === null || longitude === null) return [{ kind: 'ignored', phoneNumberId, vendorId, what: 'location without coordinates' }];
    return [{ ...base, type: 'location', location: { latitude, longitude, name: str(o.name) ?? str(o.address) } }];
  }
  if (type === 'contacts') {
    // One message per card; the first keeps the message id, the next ones get #2, #3… so each is stored once.
    const cards = arr(m.contacts).map(obj).map((c) => ({
      name: str(obj(c.name).formatted_name) ?? [str(obj(c.name).first_name), str(obj(c.name).last_name)].filter(Boolean).join(' '),
      phone: str(obj(arr(c.phones)[0]).phone) ?? str(obj(arr(c.phones)[0]).wa_id) ?? '',
    })).filter((c) => c.name || c.phone);
    if (!cards.length) return [{ kind: 'ignored', phoneNumberId, vendorId, what: 'contacts without a card' }];
    return cards.map((card, i) => ({ ...base, vendorId: i ? `${vendorId}#${i + 1}` : vendorId, type: 'contact' as const, contactCard: card }));
  }
  // A tapped quick-reply or list row is what the contact answered: the chatbot reads it as text.
  const reply = type === 'button' ? str(obj(m.button).text)
    : type === 'interactive' ? str(obj(obj(m.interactive).button_reply).title) ?? str(obj(obj(m.interactive).list_reply).title)
      : null;
  if (reply) return [{ ...base, type: 'text', text: reply }];
  return [{ kind: 'ignored', phoneNumberId, vendorId, what: type }];
}

function status(phoneNumberId: string, s: Obj): CloudEvent {
  const vendorId = str(s.id);
  const raw = str(s.status);
  const mapped = raw === 'played' ? 'read' : raw;
  if (!vendorId || (mapped !== 'sent' && mapped !== 'delivered' && mapped !== 'read' && mapped !== 'failed')) {
    return { kind: 'ignored', phoneNumberId, vendorId, what: `status ${raw ?? '?'}` };
  }
  return {
    kind: 'status', phoneNumberId, vendorId, status: mapped, recipient: str(s.recipient_id),
    errors: arr(s.errors).map(obj).map((e) => ({ code: num(e.code), title: str(e.title), message: str(e.message) ?? str(obj(e.error_data).details) })),
  };
}

/**
 * The events of one notification, in the order Meta listed them. Anything that is not a WhatsApp
 * Business Account notification gives no events; unknown parts are reported as `ignored`.
 */
export function parseNotification(body: unknown): CloudEvent[] {
  const root = obj(body);
  if (root.object !== 'whatsapp_business_account') return [];
  const events: CloudEvent[] = [];
  for (const entry of arr(root.entry).map(obj)) {
    const businessAccountId = str(entry.id);
    for (const change of arr(entry.changes).map(obj)) {
      const value = obj(change.value);
      if (change.field === 'message_template_status_update') {
        const name = str(value.message_template_name);
        const language = str(value.message_template_language);
        const event = str(value.event);
        if (name && language && event) events.push({ kind: 'template', businessAccountId, event, name, language, reason: str(value.reason) });
        continue;
      }
      if (change.field !== 'messages') {
        events.push({ kind: 'ignored', phoneNumberId: null, vendorId: null, what: `field ${str(change.field) ?? '?'}` });
        continue;
      }
      const phoneNumberId = str(obj(value.metadata).phone_number_id) ?? '';
      const names = new Map<string, string>();
      for (const c of arr(value.contacts).map(obj)) {
        const waId = str(c.wa_id);
        const name = str(obj(c.profile).name);
        if (waId && name) names.set(waId, name);
      }
      for (const m of arr(value.messages).map(obj)) events.push(...message(phoneNumberId, m, names));
      for (const s of arr(value.statuses).map(obj)) events.push(status(phoneNumberId, s));
    }
  }
  return events;
}
