import { convert } from 'html-to-text';
import {
  contactMergeValues, extractMergeVariables, renderMergeVariables, type MergeContact, type MergeValues,
} from '../../../../contract/email/mergeVariables';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { findContact } from '../contacts/contacts.repository';

/** Who the preview shows when no contact is chosen: a plausible reader in the user's language. */
const SAMPLE_CONTACTS: Record<'es' | 'en', MergeContact> = {
  es: { name: 'Lucía', surname: 'Martín', email: 'lucia.martin@example.com', phone: '+34 600 000 000', organization: 'Panadería Lucía', jobTitle: 'Gerente', city: 'Valencia', country: 'España' },
  en: { name: 'Alex', surname: 'Morgan', email: 'alex.morgan@example.com', phone: '+44 7700 900000', organization: 'Morgan Bakery', jobTitle: 'Manager', city: 'Bristol', country: 'United Kingdom' },
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isEmpty = (value: MergeValues[string]) => value === null || value === undefined || String(value).trim() === '';

/**
 * The variables that would come out empty: no value for this contact, and at least one use of
 * them without a fallback (`{{name}}`, or `{{name|}}` whose fallback is empty).
 */
export function missingVariables(text: string, values: MergeValues): string[] {
  return extractMergeVariables(text).filter((name) => {
    if (!isEmpty(values[name])) return false;
    const uses = text.matchAll(new RegExp(`\\{\\{\\s*${escapeRegExp(name)}\\s*(?:\\|([^{}]*))?\\}\\}`, 'g'));
    return [...uses].some((use) => !use[1]?.trim());
  });
}

/** The plain-text part of an email from its HTML (images left out, links kept after their text). */
export const htmlToPlainText = (html: string) => convert(html, { wordwrap: 100, selectors: [{ selector: 'img', format: 'skip' }, { selector: 'a', options: { hideLinkIfSameAsText: true } }] });

export async function previewTemplate(db: Db, companyId: string, language: string, input: { subject: string; message: string; contactId?: string }) {
  let contact: MergeContact = SAMPLE_CONTACTS[language === 'en' ? 'en' : 'es'];
  if (input.contactId) {
    const row = await findContact(db, companyId, input.contactId);
    if (!row) throw notFound('Contact');
    contact = row;
  }
  const values = contactMergeValues(contact);
  const html = renderMergeVariables(input.message, values, { html: true });
  return {
    subject: renderMergeVariables(input.subject, values, { html: false }),
    html,
    text: htmlToPlainText(html),
    missing: missingVariables(`${input.subject}\n${input.message}`, values),
  };
}
