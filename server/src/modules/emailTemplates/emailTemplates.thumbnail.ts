import { svgCanvas, THUMB_H, THUMB_W } from './gallery/thumbnail';

/**
 * A saved template's thumbnail: a schematic of its HTML, not a rendering. The background colours
 * of its sections, in order, become bands (a dark band gets light text lines, a light one dark
 * lines), and its buttons and images are marked. It shows no text of the email: the URL is
 * public, so nothing of the content leaks through it.
 */
const COLOUR = /(?:bgcolor="|background(?:-color)?:\s*)(#[0-9a-f]{6}|#[0-9a-f]{3})\b/gi;

const normalise = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function renderSavedThumbnail(html: string): string {
  const colours: string[] = [];
  for (const match of html.matchAll(COLOUR)) {
    const colour = normalise(match[1]!);
    if (colours[colours.length - 1] !== colour) colours.push(colour);
  }
  const page = colours[0] ?? '#ffffff';
  const bands = colours.slice(1, 12);
  if (!bands.length) bands.push('#ffffff');
  const buttons = (html.match(/<a\b[^>]*style="[^"]*background/gi) ?? []).length;
  const images = (html.match(/<img\b/gi) ?? []).length;
  const { draw, done } = svgCanvas('Email template', page);
  const x = 30;
  const w = THUMB_W - 60;
  const h = Math.min(70, (THUMB_H - 32) / bands.length);
  let marks = { buttons, images };
  bands.forEach((colour, i) => {
    const y = 16 + i * h;
    draw.rect(x, y, w, h, colour);
    const ink = luminance(colour) < 0.5 ? '#ffffff' : '#334155';
    if (h >= 14) draw.line(x + 14, y + 6, w * 0.6, ink);
    if (h >= 24) draw.line(x + 14, y + 14, w * 0.8, ink);
    if (marks.images > 0 && h >= 40) {
      draw.rect(x + w - 70, y + 6, 56, h - 12, '#cbd5e1');
      marks = { ...marks, images: marks.images - 1 };
    } else if (marks.buttons > 0 && h >= 34) {
      draw.rect(x + 14, y + 22, 60, 10, ink);
      marks = { ...marks, buttons: marks.buttons - 1 };
    }
  });
  return done();
}
