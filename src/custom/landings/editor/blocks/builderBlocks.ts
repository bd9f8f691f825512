import type { LandingLanguage } from '../../../../../contract/landings';
import { escapeAttr, escapeText } from './escapeHtml';
import { PAGE_WORDS } from './pageWords';

/**
 * The blocks the templates do not have, in their markup (`lp-section`, `lp-wrap`, `lp-card`,
 * `lp-btn`) and colours (the `--lp-*` variables): an address card that opens the visitor's maps
 * app (nothing embedded, nothing loaded from elsewhere), an uploaded video, and a countdown that
 * is a date written as text (published pages run no inline script: see countdown below).
 */

const sectionHtml = (kind: string, title: string, inner: string) =>
  `<section id="${kind}-block" class="lp-section lp-s-${kind}" aria-labelledby="${kind}-block-title"><div class="lp-wrap"><h2 id="${kind}-block-title">${escapeText(title)}</h2>${inner}</div></section>`;

/** A link every phone opens in its maps app and every computer on the maps site. */
export const mapsUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;

export const mapCardInnerHtml = (address: string, language: LandingLanguage) =>
  `<address>${escapeText(address)}</address><a class="lp-btn lp-btn-ghost lp-map-link" href="${escapeAttr(mapsUrl(address))}" target="_blank" rel="noopener noreferrer">${escapeText(PAGE_WORDS[language].openMap)}</a>`;

export function mapBlockHtml(language: LandingLanguage): string {
  const w = PAGE_WORDS[language];
  return sectionHtml('map', w.mapTitle, `<div class="lp-card lp-map-card">${mapCardInnerHtml(w.mapAddress, language)}</div>`);
}

export function videoBlockHtml(language: LandingLanguage): string {
  const w = PAGE_WORDS[language];
  return sectionHtml('video', w.videoTitle, `<video class="lp-video" controls preload="metadata" playsinline aria-label="${escapeAttr(w.videoLabel)}"></video>`);
}

/** `YYYY-MM-DDTHH:mm`, as a datetime-local input gives it: the page's local time. */
export const COUNTDOWN_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A week from now at 20:00, as the new block's end. */
export function defaultCountdownEnd(now: Date): string {
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7, 20, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}T20:00`;
}

/** The end as the visitor reads it: "Hasta el 2 de diciembre de 2026, 20:00". */
export function countdownInnerHtml(end: string, language: LandingLanguage): string {
  if (!COUNTDOWN_VALUE.test(end)) return '';
  const [date, time] = end.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const text = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(y, m - 1, d, h, min));
  return `${escapeText(PAGE_WORDS[language].countdownUntil)} <time datetime="${escapeAttr(end)}">${escapeText(text)}</time>`;
}

export function countdownBlockHtml(language: LandingLanguage, now: Date): string {
  const end = defaultCountdownEnd(now);
  return sectionHtml('countdown', PAGE_WORDS[language].countdownTitle, `<p class="lp-countdown" data-lp-countdown="${end}">${countdownInnerHtml(end, language)}</p>`);
}

/** Their styles, added to the page's stylesheet once (the templates' own come with the page). */
export const BUILDER_BLOCKS_CSS = `.lp-map-card{display:grid;gap:16px;justify-items:start;max-width:640px;margin-top:24px}
.lp-map-card address{font-style:normal;font-size:1.1rem}
.lp-video{display:block;width:100%;max-width:960px;aspect-ratio:16/9;margin:24px auto 0;border-radius:var(--lp-radius);background:var(--lp-text)}
.lp-s-countdown{text-align:center}
.lp-countdown{font-size:clamp(1.25rem,3.5vw,2rem);font-weight:700;margin:16px 0 0}
.lp-countdown time{color:var(--lp-primary);font-weight:800}`;
