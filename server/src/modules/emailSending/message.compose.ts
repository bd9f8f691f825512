import { convert } from 'html-to-text';
import { escapeHtml, renderMergeVariables, type MergeValues } from '../../../../contract/email';
import { clickUrl, openUrl, unsubscribeUrl } from './tracking.tokens';

export type Language = 'es' | 'en';

/** The visible unsubscribe footer (RFC 8058 asks for one-click headers; Gmail also wants a visible link). */
const FOOTER = {
  es: { html: (company: string) => `Recibes este correo de ${company}.`, link: 'Darte de baja', text: 'Darte de baja' },
  en: { html: (company: string) => `You receive this email from ${company}.`, link: 'Unsubscribe', text: 'Unsubscribe' },
} as const;

export const TEST_SUBJECT_PREFIX = '[Test] ';

export type ComposeInput = {
  subject: string;
  html?: string | null;
  text?: string | null;
  preheader?: string | null;
  values: MergeValues;
  companyName: string;
  language: Language;
  /** Tracking token of this message and recipient, and the public base of its URLs. */
  token: string;
  base: string;
  /** A test send: subject marked, no open pixel and no click tracking (its unsubscribe link is harmless). */
  test: boolean;
};

export type ComposedMessage = { subject: string; html: string | null; text: string; links: string[]; listUnsubscribe: string };

const ANCHOR_HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(.*?)\2/gi;
const decodeAttr = (v: string) => v.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim();

/**
 * Every http(s) link of `<a href>` replaced by the click URL of its index in `links` (the same
 * target twice shares an index). mailto:, tel:, #anchors and anything else stay as written.
 */
export function rewriteLinks(html: string, base: string, token: string): { html: string; links: string[] } {
  const links: string[] = [];
  const rewritten = html.replace(ANCHOR_HREF, (whole, start: string, quote: string, href: string) => {
    const target = decodeAttr(href);
    if (!/^https?:\/\//i.test(target)) return whole;
    let index = links.indexOf(target);
    if (index < 0) index = links.push(target) - 1;
    return `${start}${quote}${clickUrl(base, token, index)}${quote}`;
  });
  return { html: rewritten, links };
}

/** `snippet` before `</body>`, or at the end when the HTML has none. */
function beforeBodyEnd(html: string, snippet: string): string {
  const at = html.search(/<\/body\s*>/i);
  return at < 0 ? `${html}${snippet}` : `${html.slice(0, at)}${snippet}${html.slice(at)}`;
}

function afterBodyStart(html: string, snippet: string): string {
  const match = /<body\b[^>]*>/i.exec(html);
  return match ? `${html.slice(0, match.index + match[0].length)}${snippet}${html.slice(match.index + match[0].length)}` : `${snippet}${html}`;
}

/**
 * The message one recipient gets: merge variables filled (escaped in HTML), then, unless a test,
 * links rewritten and the open pixel added; always the unsubscribe footer (HTML and text) and
 * the List-Unsubscribe URL. The text part is the author's text, else the HTML (links tracked) as text.
 */
export function composeMessage(input: ComposeInput): ComposedMessage {
  const subject = `${input.test ? TEST_SUBJECT_PREFIX : ''}${renderMergeVariables(input.subject, input.values, { html: false })}`;
  const unsubscribe = unsubscribeUrl(input.base, input.token);
  const words = FOOTER[input.language];
  let html = input.html ? renderMergeVariables(input.html, input.values, { html: true }) : null;
  let links: string[] = [];
  if (html && !input.test) ({ html, links } = rewriteLinks(html, input.base, input.token));
  // Without the author's text, the HTML (links already tracked) as text.
  const textBody = input.text
    ? renderMergeVariables(input.text, input.values, { html: false })
    : convert(html ?? '', { wordwrap: 100, selectors: [{ selector: 'img', format: 'skip' }] });
  const text = `${textBody.trimEnd()}\n\n--\n${FOOTER[input.language].html(input.companyName)}\n${words.text}: ${unsubscribe}\n`;
  if (html) {
    if (input.preheader?.trim()) {
      const preheader = renderMergeVariables(input.preheader, input.values, { html: true });
      html = afterBodyStart(html, `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${preheader}</div>`);
    }
    const footer = `<p style="font-family:Arial,sans-serif;font-size:12px;color:#6b7280;text-align:center;margin:24px 0">${escapeHtml(words.html(input.companyName))} <a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">${words.link}</a></p>`;
    html = beforeBodyEnd(html, footer);
    if (!input.test) html = beforeBodyEnd(html, `<img src="${escapeHtml(openUrl(input.base, input.token))}" width="1" height="1" alt="" style="display:block;border:0">`);
  }
  return { subject, html, text, links, listUnsubscribe: unsubscribe };
}
