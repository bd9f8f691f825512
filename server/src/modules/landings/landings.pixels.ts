import type { Db } from '../../db/connection';
import { invalidField } from '../../http/errors';
import { documentLanguage } from '../webforms/webforms.landingPage';
import { LANDING_CSP } from './landings.host';
import { pagePublication } from './landings.publication';
import { savePublication } from './landings.repository';
import '../integrations/integrations.tables';

/**
 * The company's Meta pixels on its published landings (issue 16). The pixels are the company's,
 * added on the integrations screen; each landing chooses which of them it carries
 * (`landings.pixel_ids`, migration 0850): NULL, the default, is every pixel of the company,
 * including ones added later; a list is exactly those (empty: none), and only ever names pixels
 * the company has — deleting a company pixel takes it out of every choice, so adding it again does
 * not bring it back on landings that had chosen it. A landing carries the company's pixels, in the
 * order they were added, that its choice lets through. The pixel code is a block at the end of the
 * stored page, replaced in place when a landing's pixels change (the page is not rendered again,
 * so builder saves made since the last publication stay unpublished), and the ids are kept beside
 * the page for serving.
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

/** The company's added pixels, in the order they were added. */
export async function companyPixelIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('companyPixels').select('pixelId').where('companyId', '=', companyId).orderBy('createdAt').orderBy('pixelId').execute();
  return rows.map((r) => r.pixelId);
}

/** The pixels a landing carries: the company's, in their order, that its choice names (null: all of them). */
export function chosenPixels(companyIds: string[], choice: string[] | null): string[] {
  return choice === null ? companyIds : companyIds.filter((id) => choice.includes(id));
}

/** The pixels placed on a landing of the company with this choice. */
export async function placedPixelIds(db: Db, companyId: string, choice: string[] | null): Promise<string[]> {
  return chosenPixels(await companyPixelIds(db, companyId), choice);
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Puts these pixels on the landing's published page, in place, unless it already carries exactly
 * them (or the landing has no published page). Answers whether the page changed.
 */
export async function placePixelsOnPage(db: Db, landingId: string, ids: string[]): Promise<boolean> {
  const page = await db.selectFrom('landingPublications').select(['landingId', 'document', 'publishedAt', 'pixelIds']).where('landingId', '=', landingId).executeTakeFirst();
  if (!page || sameIds(page.pixelIds, ids)) return false;
  await savePublication(db, pagePublication(page.landingId, withPixels(page.document, ids), page.publishedAt, ids));
  return true;
}

/**
 * Brings the company's landings in line with its pixels; call it in the transaction that added or
 * deleted some. Choices forget pixels the company no longer has, and every published page carries
 * what its choice lets through (a new pixel reaches the landings without a choice only). The
 * landings are locked (in one order) as publish and a choice's change lock theirs, so a
 * publication or a choice made meanwhile is seen here, or sees the company's pixels as they are
 * after this. Answers how many pages changed.
 */
export async function placeCompanyPixels(db: Db, companyId: string): Promise<number> {
  // Every landing of the company, drafts too: a choice being saved on one is waited for, then pruned.
  const landings = await db.selectFrom('landings').select(['id', 'status', 'pixelIds']).where('companyId', '=', companyId).orderBy('id').forUpdate().execute();
  if (!landings.length) return 0;
  const ids = await companyPixelIds(db, companyId);
  let changed = 0;
  for (const landing of landings) {
    let choice = landing.pixelIds;
    if (choice && choice.some((id) => !ids.includes(id))) {
      choice = choice.filter((id) => ids.includes(id));
      await db.updateTable('landings').set({ pixelIds: choice }).where('companyId', '=', companyId).where('id', '=', landing.id).execute();
    }
    if (landing.status === 'published' && (await placePixelsOnPage(db, landing.id, chosenPixels(ids, choice)))) changed += 1;
  }
  return changed;
}

/**
 * The landing's choice as it will be kept: duplicates collapsed, in the company's order. Refused
 * (400 on the field, pixel_not_added) when it names a pixel the company has not added.
 */
export function checkPixelChoice(companyIds: string[], choice: string[]): string[] {
  const unknown = choice.filter((id) => !companyIds.includes(id));
  if (unknown.length) throw invalidField('body.newData.pixelIds', `Add these pixels on the integrations screen first: ${[...new Set(unknown)].join(', ')}`, 'pixel_not_added');
  return chosenPixels(companyIds, choice);
}
