import { CUSTOM_PROPERTY_FIELD_PREFIX } from '../../../../contract/landings';
import {
  FORM_KEY_FIELD, HONEYPOT_FIELD, touch, TRACKING_EVENT_TYPES, type Touch, type TrackingEventType,
} from '../../../../contract/webforms';

/**
 * The public calls' flat bodies (a plain form post, a beacon or JSON) read into what is stored.
 * Pure: nothing here touches the database. Names starting with `_` are the script's own
 * (visitor id, touches, consent signals); every other name is an input the visitor filled.
 */

export type FlatBody = Record<string, string | number | boolean>;

const str = (v: unknown, max: number): string | null => {
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s ? s.slice(0, max) : null;
};

/** A visitor id as the script makes it: random, URL-safe, 16–64 characters. */
export const visitorKey = (v: unknown): string | null => {
  const s = str(v, 64);
  return s && /^[A-Za-z0-9_-]{16,64}$/.test(s) ? s : null;
};

/** A touch sent as JSON text; anything malformed is dropped rather than refused. */
export function parseTouch(v: unknown): Touch | null {
  if (typeof v !== 'string' || !v || v.length > 6000) return null;
  try {
    const parsed = touch.safeParse(JSON.parse(v));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Only http(s) URLs are kept (no javascript: or data: in a list a user clicks). */
export function webUrlOrNull(v: unknown): string | null {
  const s = str(v, 2000);
  if (!s) return null;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** `granted` / `denied` as the script passes Consent Mode v2 signals (anything else is denied). */
const granted = (v: unknown) => v === 'granted' || v === true || v === '1';

export type TrackingEvent = {
  type: TrackingEventType;
  url: string;
  title: string | null;
  label: string | null;
  href: string | null;
  visitorKey: string | null;
  touch: Touch | null;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
  analyticsConsent: boolean;
  adConsent: boolean;
};

/** An event body, or null when it is not one (unknown type, no page URL). */
export function parseEvent(body: FlatBody): TrackingEvent | null {
  const type = body.type;
  if (typeof type !== 'string' || !(TRACKING_EVENT_TYPES as readonly string[]).includes(type)) return null;
  const url = webUrlOrNull(body.url);
  if (!url) return null;
  const analyticsConsent = granted(body.an);
  const adConsent = granted(body.ad);
  return {
    type: type as TrackingEventType,
    url,
    title: str(body.title, 300),
    label: str(body.label, 200),
    href: str(body.href, 2000),
    // Without analytics consent nothing identifies the visitor, whatever the body says.
    visitorKey: analyticsConsent ? visitorKey(body.vid) : null,
    touch: parseTouch(body.touch),
    firstTouch: analyticsConsent ? parseTouch(body.first) : null,
    lastTouch: analyticsConsent ? parseTouch(body.last) : null,
    analyticsConsent,
    adConsent,
  };
}

export type ParsedSubmission = {
  formKey: string;
  /** The visitor's inputs by name (script fields and the honeypot left out). */
  fields: Record<string, string>;
  honeypotFilled: boolean;
  consent: boolean;
  /** The consent text a site sends; a landing's own text comes from its page instead. */
  consentText: string | null;
  visitorKey: string | null;
  pageUrl: string | null;
  firstTouch: Touch | null;
  lastTouch: Touch | null;
};

const CONSENT_VALUES = new Set(['on', 'true', '1', 'yes']);

export function parseSubmission(body: FlatBody): ParsedSubmission {
  const fields: Record<string, string> = {};
  for (const [name, raw] of Object.entries(body)) {
    if (name.startsWith('_') || name === 'consent') continue;
    const value = str(raw, 5000);
    if (value !== null) fields[name.slice(0, 100)] = value;
  }
  const consent = body.consent === true || CONSENT_VALUES.has(String(body.consent ?? '').toLowerCase());
  const analytics = body._an === undefined ? true : granted(body._an);
  return {
    formKey: str(body[FORM_KEY_FIELD], 100) ?? 'form',
    fields,
    honeypotFilled: Boolean(str(body[HONEYPOT_FIELD], 5000)),
    consent,
    consentText: str(body._consent_text, 1000),
    visitorKey: analytics ? visitorKey(body._vid) : null,
    pageUrl: webUrlOrNull(body._url),
    firstTouch: analytics ? parseTouch(body._first) : null,
    lastTouch: parseTouch(body._last),
  };
}

/** Contact fields a form input fills: the landing form's names and a few common synonyms. */
const STANDARD: Record<string, 'name' | 'surname' | 'email' | 'phone' | 'organization' | 'jobTitle' | 'city' | 'country'> = {
  name: 'name', first_name: 'name', firstname: 'name', surname: 'surname', last_name: 'surname', lastname: 'surname',
  email: 'email', phone: 'phone', tel: 'phone', telephone: 'phone', company: 'organization', organization: 'organization',
  job_title: 'jobTitle', city: 'city', country: 'country',
};

export type ContactInput = {
  standard: Partial<Record<'name' | 'surname' | 'email' | 'phone' | 'organization' | 'jobTitle' | 'city' | 'country', string>>;
  /** `property.{name}` inputs, by property name (checked against the company's properties later). */
  custom: Record<string, string>;
};

export function contactInput(fields: Record<string, string>): ContactInput {
  const standard: ContactInput['standard'] = {};
  const custom: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith(CUSTOM_PROPERTY_FIELD_PREFIX)) {
      const property = name.slice(CUSTOM_PROPERTY_FIELD_PREFIX.length);
      if (property) custom[property] = value;
      continue;
    }
    const key = STANDARD[name.toLowerCase()];
    if (key && !standard[key]) standard[key] = key === 'email' ? value.toLowerCase() : value;
  }
  if (standard.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(standard.email)) delete standard.email;
  if (standard.phone && (standard.phone.replace(/\D/g, '').length < 6 || standard.phone.length > 40)) delete standard.phone;
  return { standard, custom };
}

/** Words a reader searches a submission by. */
export const searchText = (fields: Record<string, string>, contactName: string | null) =>
  [...Object.values(fields), contactName ?? ''].join(' ').toLowerCase().slice(0, 10_000);
