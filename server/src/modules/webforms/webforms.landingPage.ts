import { FORM_KEY_FIELD, HONEYPOT_FIELD } from '../../../../contract/webforms';

/**
 * What the published page itself says about its forms, read from the HTML rendered at publish
 * time (landings.render.ts and the builder's saves): the consent text kept with each submission
 * comes from the page the visitor saw, not from the request. Pure string work, no DOM.
 */

const decode = (s: string) => s
  .replace(/<[^>]*>/g, '')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
  .replace(/\s+/g, ' ').trim();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(2).find((v) => v !== undefined) ?? null;

/** The landing's forms by key (`data-landing-form`), each with its markup. */
export function landingForms(document: string): { key: string; html: string }[] {
  const forms: { key: string; html: string }[] = [];
  for (const m of document.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)) {
    const key = attr(m[0].slice(0, m[0].indexOf('>') + 1), 'data-landing-form');
    if (key) forms.push({ key, html: m[0] });
  }
  return forms;
}

export type LandingFormFacts = { hasConsent: boolean; consentText: string | null; successText: string | null };

/** The form's consent checkbox and its label's text, and its success message. */
export function formFacts(formHtml: string): LandingFormFacts {
  const checkbox = /<input\b[^>]*\sname\s*=\s*["']consent["'][^>]*>/i.exec(formHtml)?.[0];
  let consentText: string | null = null;
  const inputId = checkbox ? attr(checkbox, 'id') : null;
  if (inputId) {
    const label = new RegExp(`<label\\b[^>]*\\sfor\\s*=\\s*["']${escapeRe(inputId)}["'][^>]*>([\\s\\S]*?)</label>`, 'i').exec(formHtml);
    consentText = label ? decode(label[1]!) || null : null;
  }
  const success = /<[a-z]+\b[^>]*class\s*=\s*["'][^"']*\blp-form-success\b[^"']*["'][^>]*>([\s\S]*?)<\/[a-z]+>/i.exec(formHtml);
  return { hasConsent: Boolean(checkbox), consentText, successText: success ? decode(success[1]!) || null : null };
}

/** The page's language (`<html lang>`), for the thank-you page. */
export const documentLanguage = (document: string): 'es' | 'en' => (/<html\b[^>]*\slang\s*=\s*["']en/i.test(document) ? 'en' : 'es');

const HONEYPOT = `<div style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden" aria-hidden="true">`
  + `<label>Website<input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></label></div>`;

/**
 * A published page's landing forms made to post on the landing's own origin without JavaScript
 * (`action="/_lp/submit"` where the form names none) and to carry their key and the honeypot.
 * Applied once, when the document is assembled at publish time.
 */
export function prepareLandingForms(html: string): string {
  return html.replace(/<form\b[^>]*>/gi, (tag) => {
    const key = attr(tag, 'data-landing-form');
    if (!key) return tag;
    const withAction = attr(tag, 'action') === null ? tag.replace(/^<form\b/i, '<form action="/_lp/submit"') : tag;
    const safeKey = key.replace(/[&<>"']/g, '');
    return `${withAction}<input type="hidden" name="${FORM_KEY_FIELD}" value="${safeKey}">${HONEYPOT}`;
  });
}
