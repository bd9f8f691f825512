import type { Db } from '../../db/connection';
import { documentLanguage } from '../webforms/webforms.landingPage';
import { LANDING_CSP } from './landings.host';
import { pagePublication } from './landings.publication';
import { savePublication } from './landings.repository';
import '../integrations/integrations.tables';

/**
 * The company's chosen Meta pixels on its published landings (issue 16). Company-wide, as the
 * integrations screen says: adding a pixel places it on every published landing of the company,
 * removing it takes it off. The pixel code is a block at the end of the stored page, replaced in
 * place when the chosen pixels change (the page is not rendered again, so builder saves made since
 * the last publication stay unpublished), and the ids are kept beside the page for serving.
 *
 * The block holds a consent notice and `/_lp/px.js` (Meta's base code, served by this server on
 * the landing's origin, facebook.pixelHost.ts). Landings have no consent banner of their own and
 * their visit tracking asks none, but the pixel stores a cookie and sends the visit to Meta, which
 * in the EU needs the visitor's prior consent (reference/landings.md §5.4): the notice, in the
 * landing's language, is shown by the script and nothing reaches Meta until the visitor accepts.
 * Its choice is passed on as a Consent Mode update, which the tracker reads too (a refusal stops
 * it keeping ad click ids). Without JavaScript the notice stays hidden and nothing fires.
 */

const START = '<!--lp-pixels-->';
const END = '<!--/lp-pixels-->';
const PIXEL_ID = /^\d{1,20}$/;

const NOTICE = {
  es: {
    label: 'Aviso de cookies',
    text: 'Usamos el píxel de Meta para medir nuestros anuncios. ¿Aceptas que guarde una cookie en tu dispositivo y que Meta reciba tu visita y el envío del formulario?',
    accept: 'Aceptar', reject: 'Rechazar',
  },
  en: {
    label: 'Cookie notice',
    text: 'We use Meta’s pixel to measure our ads. Do you accept that it stores a cookie on your device and that Meta receives your visit and your form submission?',
    accept: 'Accept', reject: 'Reject',
  },
} as const;

// Inline styles only (the page's CSP allows them, no inline script): dark panel, white text (AA either theme), visible focus.
const BUTTON = 'font:inherit;padding:.5rem 1rem;border-radius:6px;border:2px solid #fff;cursor:pointer';
function pixelBlock(pixelIds: string[], lang: 'es' | 'en'): string {
  const t = NOTICE[lang];
  return `${START}<div id="lp-consent" role="region" aria-label="${t.label}" hidden style="position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:2147483647;max-width:40rem;margin:0 auto;padding:1rem;border-radius:10px;background:#1b1f24;color:#fff;font:15px/1.45 system-ui,sans-serif;box-shadow:0 4px 24px rgba(0,0,0,.35)">`
    + `<p style="margin:0 0 .75rem">${t.text}</p>`
    + `<button type="button" data-lp-consent="granted" style="${BUTTON};background:#fff;color:#1b1f24;margin-right:.5rem">${t.accept}</button>`
    + `<button type="button" data-lp-consent="denied" style="${BUTTON};background:transparent;color:#fff">${t.reject}</button></div>`
    + `<script src="/_lp/px.js" data-pixels="${pixelIds.join(',')}" defer></script>${END}`;
}

/** The document with the pixel block for these ids (none: without it). Only numeric ids, as Meta's are. */
export function withPixels(document: string, pixelIds: string[]): string {
  let page = document;
  const start = page.lastIndexOf(START);
  const end = start < 0 ? -1 : page.indexOf(END, start);
  if (start >= 0 && end > start) page = page.slice(0, start) + page.slice(end + END.length);
  const ids = pixelIds.filter((id) => PIXEL_ID.test(id));
  if (!ids.length) return page;
  const at = page.lastIndexOf('</body>');
  const block = pixelBlock(ids, documentLanguage(page));
  return at < 0 ? page + block : page.slice(0, at) + block + '\n' + page.slice(at);
}

/** Meta's hosts a page with the real pixel needs: its script (and the pixel's config script), and where events go. */
const META_SCRIPT = 'https://connect.facebook.net';
const META_EVENTS = 'https://www.facebook.com';

/**
 * The page's CSP: LANDING_CSP, plus Meta's hosts only on a page that carries pixels when the real
 * pixel is loaded. In the sandbox the pixel's script and events are on the landing's own origin.
 */
export function landingCsp(hasPixels: boolean, realPixel: boolean): string {
  if (!hasPixels || !realPixel) return LANDING_CSP;
  return LANDING_CSP
    .replace("script-src 'self'", `script-src 'self' ${META_SCRIPT}`)
    .replace("img-src 'self' data:", `img-src 'self' data: ${META_EVENTS}`)
    .replace("connect-src 'self'", `connect-src 'self' ${META_EVENTS}`);
}

/** The pixels placed on the company's landings: every pixel it added on the integrations screen. */
export async function placedPixelIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('companyPixels').select('pixelId').where('companyId', '=', companyId).orderBy('createdAt').orderBy('pixelId').execute();
  return rows.map((r) => r.pixelId);
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Brings every published page of the company in line with its chosen pixels; call it in the
 * transaction that changed them. The landings are locked as publish locks them, so a publication
 * made meanwhile is seen here (or sees the new pixels). Answers how many pages changed.
 */
export async function placeCompanyPixels(db: Db, companyId: string): Promise<number> {
  const published = await db.selectFrom('landings').select('id').where('companyId', '=', companyId).where('status', '=', 'published').forUpdate().execute();
  if (!published.length) return 0;
  const ids = await placedPixelIds(db, companyId);
  const pages = await db.selectFrom('landingPublications').select(['landingId', 'document', 'publishedAt', 'pixelIds'])
    .where('landingId', 'in', published.map((l) => l.id)).execute();
  let changed = 0;
  for (const page of pages) {
    if (sameIds(page.pixelIds, ids)) continue;
    await savePublication(db, pagePublication(page.landingId, withPixels(page.document, ids), page.publishedAt, ids));
    changed += 1;
  }
  return changed;
}
