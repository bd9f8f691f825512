import { svgCanvas, THUMB_H, THUMB_W } from './gallery/thumbnail';

/**
 * A saved template's thumbnail: a schematic of its HTML, not a rendering. Each change of
 * background colour starts a band, as tall as the share of the markup it covers; a dark band gets
 * light text lines, a light one dark lines; buttons and images are marked in the band they sit
 * in. It shows no text of the email: the URL is public, so nothing of the content leaks through it.
 */
const TAG = /<(a|td|table|div|body|img|section)\b[^>]*>/gi;
const COLOUR = /(?:bgcolor="|background(?:-color)?:\s*)(#[0-9a-f]{6}|#[0-9a-f]{3})\b/i;
/** What MJML and Stripo emit for a button: its cell (valign middle) and its link carry the colour. */
const isButton = (tag: string, name: string) => name === 'a' || (name === 'td' && /valign="middle"/i.test(tag) && /bgcolor=/i.test(tag));

const normalise = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

type Band = { colour: string; start: number; end: number; buttons: number; images: number };

/** The page colour (the first background) and the bands after it, in document order. */
function bandsOf(html: string): { page: string; bands: Band[] } {
  let page: string | null = null;
  const bands: Band[] = [];
  for (const match of html.matchAll(TAG)) {
    const [tag, rawName] = match;
    const name = rawName!.toLowerCase();
    const current = bands[bands.length - 1];
    if (name === 'img') {
      if (current) current.images += 1;
      continue;
    }
    const colour = COLOUR.exec(tag)?.[1];
    if (!colour) continue;
    if (isButton(tag, name)) {
      if (current && name === 'a') current.buttons += 1;
      continue;
    }
    const value = normalise(colour);
    if (page === null) {
      page = value;
      continue;
    }
    if (current?.colour === value) continue;
    if (current) current.end = match.index;
    bands.push({ colour: value, start: match.index, end: html.length, buttons: 0, images: 0 });
  }
  return { page: page ?? '#ffffff', bands };
}

export function renderSavedThumbnail(html: string): string {
  const { page, bands: all } = bandsOf(html);
  const bands = all.slice(0, 16);
  if (!bands.length) bands.push({ colour: '#ffffff', start: 0, end: 1, buttons: 0, images: 0 });
  const { draw, done } = svgCanvas('Email template', page);
  const x = 30;
  const w = THUMB_W - 60;
  const available = THUMB_H - 32;
  const total = bands.reduce((sum, b) => sum + (b.end - b.start), 0) || 1;
  const heights = bands.map((b) => Math.max(10, ((b.end - b.start) / total) * available));
  const scale = Math.min(1, available / heights.reduce((a, b) => a + b, 0));
  let y = 16;
  bands.forEach((band, i) => {
    const h = heights[i]! * scale;
    draw.rect(x, y, w, h, band.colour);
    const ink = luminance(band.colour) < 0.5 ? '#ffffff' : '#334155';
    let line = y + 6;
    const lines = Math.min(4, Math.floor((h - 8) / 8) - (band.buttons || band.images ? 2 : 0));
    for (let l = 0; l < lines; l++, line += 8) draw.line(x + 14, line, l % 2 ? w * 0.55 : w * 0.8, ink);
    if (band.images && h >= 30) draw.rect(x + w - 70, y + 6, 56, h - 12, '#cbd5e1');
    else if (band.buttons && h >= 20) draw.rect(x + 14, line + 2, 60, 10, luminance(band.colour) < 0.5 ? '#ffffff' : '#475569');
    y += h;
  });
  return done();
}
