import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, okResponse, parseWebUrl } from './common';
import { CONTACT_RELATION_FILTERS, CONTACT_STANDARD_FIELDS } from './contacts';

export const PROPERTY_TYPES = ['text', 'number', 'date', 'single_choice', 'multiple_choice', 'boolean', 'email', 'phone', 'url'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const CHOICE_TYPES: readonly PropertyType[] = ['single_choice', 'multiple_choice'];

/**
 * SPEC §5: options that are neither an array nor an object with an `options` array become an
 * empty list. Items may be strings or `{ value | label }` objects; blanks and repeats are dropped.
 */
export function normalizeOptions(raw: unknown): string[] {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as { options?: unknown }).options)
      ? (raw as { options: unknown[] }).options
      : [];
  const out: string[] = [];
  for (const item of list) {
    const value =
      typeof item === 'string' || typeof item === 'number' ? String(item)
        : item && typeof item === 'object' ? String((item as { value?: unknown; label?: unknown }).value ?? (item as { label?: unknown }).label ?? '')
          : '';
    const trimmed = value.trim();
    if (trimmed && !out.includes(trimmed)) out.push(trimmed);
  }
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type ValueCheck = { ok: true; value: unknown } | { ok: false; message: string };
export type PropertyValueCode = 'not_text' | 'too_long' | 'not_a_number' | 'not_a_date' | 'not_a_boolean' | 'invalid_email' | 'invalid_phone' | 'invalid_url' | 'not_an_option';
/** A failed check with a stable code, the offending value and what the code's text needs. */
export type PropertyValueIssue = { ok: false; message: string; code: PropertyValueCode; value: string; params?: Record<string, string | number> };

/**
 * Checks one value against its property's type and returns it in stored form: numbers as
 * numbers, dates as YYYY-MM-DD, booleans as booleans, multiple choice as a list. null or ''
 * means "no value". Messages are what the user sees next to the field.
 */
export function checkPropertyValue(property: { propertyName: string; type: PropertyType; options: string[] }, raw: unknown): ValueCheck {
  const checked = checkPropertyValueCoded(property, raw);
  return checked.ok ? checked : { ok: false, message: checked.message };
}

/** checkPropertyValue, with a code per failure so a client can say it in the user's language. */
export function checkPropertyValueCoded(property: { propertyName: string; type: PropertyType; options: string[] }, raw: unknown): { ok: true; value: unknown } | PropertyValueIssue {
  const name = property.propertyName;
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: null };
  const str = typeof raw === 'string' ? raw.trim() : raw;
  const fail = (code: PropertyValueCode, message: string, params?: Record<string, string | number>, value: unknown = str): PropertyValueIssue => ({
    ok: false, message, code, value: (typeof value === 'string' ? value : JSON.stringify(value) ?? '').slice(0, 100), ...(params ? { params } : {}),
  });
  const options = property.options.join(', ');
  switch (property.type) {
    case 'text':
      if (typeof str !== 'string' && typeof str !== 'number') return fail('not_text', `${name} must be text`);
      return String(str).length > 2000 ? fail('too_long', `${name} must have at most 2000 characters`, { max: 2000 }) : { ok: true, value: String(str) };
    case 'number': {
      const n = typeof str === 'number' ? str : typeof str === 'string' ? Number(str.replace(',', '.')) : NaN;
      return Number.isFinite(n) ? { ok: true, value: n } : fail('not_a_number', `${name} must be a number`);
    }
    case 'date': {
      const s = typeof str === 'string' ? str.slice(0, 10) : '';
      const d = new Date(`${s}T00:00:00Z`);
      return DATE.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
        ? { ok: true, value: s }
        : fail('not_a_date', `${name} must be a date (YYYY-MM-DD)`);
    }
    case 'boolean': {
      if (typeof str === 'boolean') return { ok: true, value: str };
      const s = String(str).toLowerCase();
      if (['true', '1', 'yes', 'si', 'sí', 'verdadero'].includes(s)) return { ok: true, value: true };
      if (['false', '0', 'no', 'falso'].includes(s)) return { ok: true, value: false };
      return fail('not_a_boolean', `${name} must be yes or no`);
    }
    case 'email':
      return typeof str === 'string' && EMAIL.test(str) ? { ok: true, value: str.toLowerCase() } : fail('invalid_email', `${name} must be an email address`);
    case 'phone':
      return typeof str === 'string' && PHONE.test(str) ? { ok: true, value: str } : fail('invalid_phone', `${name} must be a phone number`);
    case 'url': {
      const url = typeof str === 'string' ? parseWebUrl(str) : null;
      return url ? { ok: true, value: url } : fail('invalid_url', `${name} must be a web address`);
    }
    case 'single_choice': {
      const s = String(str);
      const match = property.options.find((o) => o.toLowerCase() === s.toLowerCase());
      return match ? { ok: true, value: match } : fail('not_an_option', `${name} must be one of: ${options}`, { options }, s);
    }
    case 'multiple_choice': {
      const items = Array.isArray(str) ? str.map(String) : String(str).split(/[;|]/);
      const values: string[] = [];
      for (const item of items.map((i) => i.trim()).filter(Boolean)) {
        const match = property.options.find((o) => o.toLowerCase() === item.toLowerCase());
        if (!match) return fail('not_an_option', `${name}: "${item}" is not one of ${options}`, { options }, item);
        if (!values.includes(match)) values.push(match);
      }
      return { ok: true, value: values.length ? values : null };
    }
  }
}

const reserved = new Set([...CONTACT_STANDARD_FIELDS, ...CONTACT_RELATION_FILTERS, '_id', 'id', 'companyId'].map((f) => f.toLowerCase()));
export const propertyName = z
  .string()
  .trim()
  .min(1, 'Property name is required')
  .max(60, 'Property name must have at most 60 characters')
  .refine((n) => !reserved.has(n.toLowerCase()), { message: 'This name belongs to a standard contact field' });

export const customProperty = z.object({
  _id: z.string(),
  companyId: z.string(),
  propertyName: z.string(),
  label: z.string(),
  type: z.enum(PROPERTY_TYPES),
  options: z.array(z.string()),
  position: z.number(),
  createdAt: z.string(),
});
export type CustomProperty = z.infer<typeof customProperty>;

const byCompany = { in: 'body', key: 'companyId' } as const;
const propertyType = z.enum(PROPERTY_TYPES, { message: `type must be one of ${PROPERTY_TYPES.join(', ')}` });

export const customPropertyCalls = {
  createCustomProperty: defineCall({
    method: 'POST', path: '/createCustomProperty', summary: 'Defines a custom contact property (choice types need options)',
    body: z.object({
      companyId: id, propertyName, label: z.string().trim().max(100).optional(), type: propertyType.default('text'),
      options: z.unknown().optional().transform(normalizeOptions),
    }),
    company: byCompany, permission: 'customProperties:write', response: customProperty,
  }),
  getCustomProperties: defineCall({
    method: 'GET', path: '/getCustomProperties/:companyId', summary: "The company's custom properties in order",
    params: z.object({ companyId: id }), company: { in: 'params', key: 'companyId' }, permission: 'customProperties:read', response: listOf(customProperty),
  }),
  getCustomPropertyOptions: defineCall({
    method: 'GET', path: '/getCustomPropertyOptions/:companyId/:propertyName', summary: "A property's options (empty for non-choice types)",
    params: z.object({ companyId: id, propertyName: z.string().min(1).max(60) }), company: { in: 'params', key: 'companyId' }, permission: 'customProperties:read',
    response: z.object({ propertyName: z.string(), type: z.enum(PROPERTY_TYPES), options: z.array(z.string()) }),
  }),
  editCustomProperty: defineCall({
    method: 'PUT', path: '/editCustomProperty',
    summary: "Renames (newPropertyName, values follow), relabels or changes the options of a property; the type is fixed once created",
    body: z.object({
      companyId: id, propertyName: z.string().min(1).max(60), newPropertyName: propertyName.optional(), label: z.string().trim().max(100).optional(),
      options: z.unknown().optional().transform((v) => (v === undefined ? undefined : normalizeOptions(v))), position: z.number().int().min(0).optional(),
      /**
       * Options that contacts still hold are only removed when this is true (their values are
       * cleared); otherwise the edit is refused with 409 `options_in_use`, its details listing
       * each such option with how many contacts hold it, and nothing changes.
       */
      clearRemovedOptions: z.boolean().optional(),
    }),
    company: byCompany, permission: 'customProperties:write', response: customProperty,
  }),
  deleteCustomProperty: defineCall({
    method: 'DELETE', path: '/deleteCustomProperty', summary: 'Deletes a property and its value on every contact',
    body: z.object({ companyId: id, propertyName: z.string().min(1).max(60) }), company: byCompany, permission: 'customProperties:delete', response: okResponse,
  }),
  updateContactCustomProperty: defineCall({
    method: 'PUT', path: '/updateContactCustomProperty', summary: "Sets (or with null clears) one custom property value of a contact, checked against its type",
    body: z.object({ companyId: id, contactId: id, propertyName: z.string().min(1).max(60), value: z.unknown() }),
    company: byCompany, permission: 'contacts:write', response: z.object({ contactId: z.string(), customProperties: z.record(z.string(), z.unknown()) }),
  }),
} as const;
