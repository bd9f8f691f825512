import { escapeHtml } from '../../../../../contract/email/mergeVariables';
import type { Block, GalleryDefinition, Lang, Palette } from './blocks';

export const THUMB_W = 300;
export const THUMB_H = 400;
const CARD_X = 30;
const CARD_W = THUMB_W - 2 * CARD_X;

/** Heights (in thumbnail pixels) of each block's band; a thumbnail is the email's layout in miniature. */
function blockHeight(block: Block): number {
  switch (block.type) {
    case 'brand': return 22;
    case 'hero': return block.button ? 84 : 70;
    case 'text': return 12 + block.paragraphs.length * 14;
    case 'button': return 26;
    case 'features': return block.title ? 62 : 50;
    case 'articles': return (block.title ? 14 : 0) + block.items.length * 34;
    case 'products': return block.items.length * 30;
    case 'table': return 12 + (block.title ? 10 : 0) + (block.rows.length + (block.total ? 1 : 0)) * 8;
    case 'code': return 36;
    case 'quote': return 40;
    case 'scale': return 44;
    case 'steps': return (block.title ? 12 : 0) + block.items.length * 16;
    case 'signature': return 8 + block.lines.length * 8;
    case 'divider': return 8;
    case 'footer': return 26;
  }
}

type Draw = { rect: (x: number, y: number, w: number, h: number, fill: string, extra?: string) => void; line: (x: number, y: number, w: number, fill?: string) => void };

function drawBlock(block: Block, y: number, h: number, p: Palette, d: Draw): void {
  const x = CARD_X + 14;
  const inner = CARD_W - 28;
  switch (block.type) {
    case 'brand':
      d.rect(CARD_X, y, CARD_W, h, p.card);
      d.rect(x, y + 8, 7, 7, p.primary);
      d.rect(x + 11, y + 8, 50, 7, p.text);
      if (block.note) d.line(CARD_X + CARD_W - 70, y + 9, 56);
      break;
    case 'hero': {
      const strong = (block.tone ?? 'primary') === 'primary';
      const fg = strong ? p.onPrimary : p.text;
      d.rect(CARD_X, y, CARD_W, h, strong ? p.primary : p.soft);
      const centre = (block.align ?? 'center') === 'center';
      const at = (w: number) => (centre ? CARD_X + (CARD_W - w) / 2 : x);
      d.rect(at(150), y + 16, 150, 10, fg);
      d.rect(at(110), y + 31, 110, 10, fg);
      d.line(at(170), y + 48, 170, fg);
      if (block.button) d.rect(at(70), y + 60, 70, 14, strong ? p.onPrimary : p.primary);
      break;
    }
    case 'text':
      d.rect(CARD_X, y, CARD_W, h, p.card);
      block.paragraphs.forEach((_, i) => { d.line(x, y + 8 + i * 14, inner); d.line(x, y + 14 + i * 14, inner * 0.7); });
      break;
    case 'button':
      d.rect(CARD_X, y, CARD_W, h, p.card);
      d.rect(CARD_X + (CARD_W - 90) / 2, y + 5, 90, 15, block.variant === 'outline' ? p.card : p.primary, block.variant === 'outline' ? ` stroke="${p.primary}" stroke-width="2"` : '');
      break;
    case 'features': {
      d.rect(CARD_X, y, CARD_W, h, p.card);
      const top = block.title ? y + 16 : y + 6;
      if (block.title) d.rect(CARD_X + (CARD_W - 100) / 2, y + 4, 100, 7, p.text);
      const n = block.items.length;
      const w = inner / n;
      for (let i = 0; i < n; i++) {
        const cx = x + w * i + w / 2;
        d.rect(cx - 8, top, 16, 16, p.soft, ' rx="8"');
        d.rect(cx - 22, top + 22, 44, 5, p.text);
        d.line(cx - 26, top + 31, 52);
      }
      break;
    }
    case 'articles': {
      d.rect(CARD_X, y, CARD_W, h, p.card);
      let top = y + 4;
      if (block.title) { d.rect(x, top, 80, 7, p.text); top += 14; }
      block.items.forEach((_, i) => {
        d.rect(x, top + i * 34, 58, 28, i % 2 === 0 ? p.primary : p.accent);
        d.rect(x + 66, top + i * 34 + 4, 110, 6, p.text);
        d.line(x + 66, top + i * 34 + 14, 150);
        d.line(x + 66, top + i * 34 + 21, 60, p.primary);
      });
      break;
    }
    case 'products':
      d.rect(CARD_X, y, CARD_W, h, p.card);
      block.items.forEach((item, i) => {
        d.rect(x, y + 3 + i * 30, 44, 24, item.swatch);
        d.rect(x + 54, y + 7 + i * 30, 90, 6, p.text);
        d.line(x + 54, y + 17 + i * 30, 70, p.primary);
      });
      break;
    case 'table': {
      d.rect(CARD_X, y, CARD_W, h, p.card);
      let top = y + 6;
      if (block.title) { d.rect(x, top, 70, 6, p.text); top += 10; }
      const rows = block.rows.length + (block.total ? 1 : 0);
      for (let i = 0; i < rows; i++) {
        const total = block.total && i === rows - 1;
        d.line(x, top + i * 8, total ? 50 : 90, total ? p.text : p.muted);
        d.line(x + inner - 36, top + i * 8, 36, total ? p.primary : p.muted);
      }
      break;
    }
    case 'code':
      d.rect(CARD_X, y, CARD_W, h, p.card);
      d.rect(CARD_X + (CARD_W - 120) / 2, y + 6, 120, 24, p.card, ` stroke="${p.primary}" stroke-width="2" stroke-dasharray="4 3"`);
      d.rect(CARD_X + (CARD_W - 70) / 2, y + 15, 70, 6, p.primary);
      break;
    case 'quote':
      d.rect(CARD_X, y, CARD_W, h, p.soft);
      d.line(CARD_X + 30, y + 12, CARD_W - 60, p.text);
      d.line(CARD_X + 45, y + 20, CARD_W - 90, p.text);
      d.line(CARD_X + (CARD_W - 60) / 2, y + 30, 60);
      break;
    case 'scale': {
      d.rect(CARD_X, y, CARD_W, h, p.card);
      d.rect(CARD_X + (CARD_W - 140) / 2, y + 4, 140, 7, p.text);
      const n = block.options.length;
      const w = (inner - (n - 1) * 4) / n;
      for (let i = 0; i < n; i++) d.rect(x + i * (w + 4), y + 18, w, 16, p.soft);
      break;
    }
    case 'steps': {
      d.rect(CARD_X, y, CARD_W, h, p.card);
      let top = y + 2;
      if (block.title) { d.rect(x, top, 70, 6, p.text); top += 12; }
      block.items.forEach((_, i) => {
        d.rect(x, top + i * 16, 11, 11, p.primary, ' rx="5.5"');
        d.rect(x + 18, top + i * 16, 80, 5, p.text);
        d.line(x + 18, top + i * 16 + 7, 130);
      });
      break;
    }
    case 'signature':
      d.rect(CARD_X, y, CARD_W, h, p.card);
      block.lines.forEach((_, i) => d.line(x, y + 4 + i * 8, i === 0 ? 50 : 70, i === 0 ? p.text : p.muted));
      break;
    case 'divider':
      d.rect(CARD_X, y, CARD_W, h, p.card);
      d.rect(x, y + 3, inner, 2, p.soft);
      break;
    case 'footer':
      d.line(CARD_X + (CARD_W - 140) / 2, y + 8, 140);
      d.line(CARD_X + (CARD_W - 180) / 2, y + 16, 180);
      break;
  }
}

/** The SVG frame and drawing helpers the gallery's and saved templates' thumbnails share. */
export function svgCanvas(title: string, page: string) {
  const parts: string[] = [`<rect width="${THUMB_W}" height="${THUMB_H}" fill="${page}"/>`];
  const draw: Draw = {
    rect: (x, y, w, h, fill, extra = '') => parts.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}"${extra}/>`),
    line: (x, y, w, fill = '#94a3b8') => parts.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="3" rx="1.5" fill="${fill}" opacity=".55"/>`),
  };
  const done = () => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMB_W} ${THUMB_H}" width="${THUMB_W}" height="${THUMB_H}" role="img"><title>${escapeHtml(title)}</title>${parts.join('')}</svg>`;
  return { draw, done };
}

/** A gallery template's thumbnail: its blocks drawn top to bottom in its colours while they fit. */
export function renderGalleryThumbnail(template: GalleryDefinition, language: Lang): string {
  const p = template.palette;
  const { draw, done } = svgCanvas(template.copy[language].name, p.page);
  let y = 16;
  for (const block of template.copy[language].blocks) {
    const h = blockHeight(block);
    if (y + h > THUMB_H - 8) break;
    drawBlock(block, y, h, p, draw);
    y += h;
  }
  return done();
}
