/**
 * Merge variables of email templates (issue 14 §1): `{{name}}`, with a fallback for contacts that
 * lack the value, `{{name|amigo}}`. Built-in names are the contact's fields; a custom property is
 * `{{property.<key>}}` (the prefix landings' forms use), so a property can never shadow a field.
 * One parser for the builder (which variables a template uses), the preview and the sender.
 */

export const CONTACT_MERGE_FIELDS = ['name', 'surname', 'fullName', 'email', 'phone', 'organization', 'jobTitle', 'city', 'country'] as const;
export type ContactMergeField = (typeof CONTACT_MERGE_FIELDS)[number];
export const PROPERTY_VARIABLE_PREFIX = 'property.';

/** `{{ name }}`, `{{name|fallback}}`; names are letters, digits, `_`, `-` and one `property.` prefix. */
const VARIABLE = /\{\{\s*((?:property\.)?[A-Za-z][\w-]{0,99})\s*(?:\|([^{}]{0,200}))?\}\}/g;

export type MergeValues = Record<string, string | number | boolean | null | undefined>;

/** The distinct variable names a text uses, in order of first use. */
export function extractMergeVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(VARIABLE)) names.add(match[1]);
  return [...names];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * Fills every variable: its value, else its fallback (trimmed), else nothing. In HTML the value
 * is escaped (a contact named `<b>` must not change the message's markup); the fallback is the
 * template author's own text and is escaped too, since it sat inside the markup as text.
 */
export function renderMergeVariables(text: string, values: MergeValues, options: { html: boolean }): string {
  return text.replace(VARIABLE, (_, name: string, fallback: string | undefined) => {
    const raw = values[name];
    const value = raw === null || raw === undefined || String(raw).trim() === '' ? (fallback ?? '').trim() : String(raw);
    return options.html ? escapeHtml(value) : value;
  });
}

/** The fields of a contact merge variables read (the contract's contact has them all). */
export type MergeContact = {
  name?: string | null; surname?: string | null; email?: string | null; phone?: string | null;
  organization?: string | null; jobTitle?: string | null; city?: string | null; country?: string | null;
  customProperties?: Record<string, unknown> | null;
};

/**
 * A contact's values by variable name: its fields, `fullName`, and each custom property as
 * `property.<key>` (lists joined with commas, other non-text values as JSON-free text).
 */
export function contactMergeValues(contact: MergeContact): MergeValues {
  const values: MergeValues = {
    name: contact.name ?? '', surname: contact.surname ?? '', email: contact.email ?? '', phone: contact.phone ?? '',
    organization: contact.organization ?? '', jobTitle: contact.jobTitle ?? '', city: contact.city ?? '', country: contact.country ?? '',
    fullName: [contact.name, contact.surname].filter((v) => v && v.trim()).join(' '),
  };
  for (const [key, raw] of Object.entries(contact.customProperties ?? {})) {
    values[`${PROPERTY_VARIABLE_PREFIX}${key}`] = Array.isArray(raw) ? raw.map(String).join(', ') : raw === null || typeof raw === 'object' ? '' : String(raw);
  }
  return values;
}
