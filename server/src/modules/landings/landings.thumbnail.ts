import type { LandingSection, LandingTheme } from '../../../../contract/landings';
import { escapeHtml } from './landings.render';

const W = 400;
const H = 260;

/**
 * A template's thumbnail: its page in miniature, drawn from its theme and the kinds of its
 * sections (header, hero in its layout, then one band per section while they fit).
 */
export function renderThumbnail(title: string, theme: LandingTheme, sections: Pick<LandingSection, 'kind'>[], heroLayout: 'split' | 'center' = 'split'): string {
  const t = theme;
  const r = Math.min(theme.radius, 8) / 2;
  const parts: string[] = [];
  const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`);
  const line = (x: number, y: number, w: number, fill = t.muted, opacity = 0.55) => rect(x, y, w, 5, fill, ` opacity="${opacity}"`);

  rect(0, 0, W, H, t.background);
  // Header: brand and button.
  rect(16, 10, 60, 8, t.text);
  rect(W - 66, 8, 50, 12, t.primary);
  let y = 30;
  // Hero.
  if (heroLayout === 'center') {
    rect(90, y + 10, 220, 12, t.text);
    line(120, y + 30, 160);
    rect(165, y + 44, 70, 16, t.primary);
  } else {
    rect(16, y + 8, 190, 12, t.text);
    rect(16, y + 24, 140, 12, t.text);
    line(16, y + 44, 170);
    rect(16, y + 56, 64, 16, t.primary);
    rect(236, y + 2, 148, 74, t.surface);
    parts.push(`<circle cx="340" cy="${y + 30}" r="26" fill="${t.accent}" opacity=".7"/>`);
    rect(252, y + 20, 60, 44, t.primary);
  }
  y += 86;
  let band = 0;
  for (const s of sections.filter((x) => x.kind !== 'hero')) {
    const h = 44;
    if (y + h > H) break;
    const bg = s.kind === 'cta' ? t.primary : band % 2 === 0 ? t.surface : t.background;
    rect(0, y, W, h, bg);
    const top = y + 8;
    switch (s.kind) {
      case 'features': case 'testimonials': case 'contact':
        for (let i = 0; i < 3; i++) { rect(16 + i * 126, top, 116, 28, t.background, ` stroke="${t.muted}" stroke-opacity=".25"`); parts.push(`<circle cx="${30 + i * 126}" cy="${top + 14}" r="7" fill="${s.kind === 'testimonials' ? t.primary : t.accent}"/>`); line(44 + i * 126, top + 12, 70); }
        break;
      case 'pricing':
        for (let i = 0; i < 3; i++) rect(40 + i * 112, top - 2, 96, 32, t.background, ` stroke="${i === 1 ? t.primary : t.muted}" stroke-width="${i === 1 ? 2 : 1}" stroke-opacity="${i === 1 ? 1 : 0.3}"`);
        break;
      case 'stats':
        for (let i = 0; i < 4; i++) { rect(24 + i * 94, top + 2, 40, 12, t.primary); line(24 + i * 94, top + 20, 60); }
        break;
      case 'steps':
        for (let i = 0; i < 3; i++) { parts.push(`<circle cx="${40 + i * 126}" cy="${top + 14}" r="10" fill="${t.primary}"/>`); line(58 + i * 126, top + 12, 70); }
        break;
      case 'agenda': case 'menu': case 'faq':
        for (let i = 0; i < 3; i++) { if (s.kind !== 'faq') rect(24, top + i * 10, 30, 5, t.primary); line(s.kind === 'faq' ? 24 : 64, top + i * 10, s.kind === 'menu' ? 250 : 300); }
        break;
      case 'form':
        rect(110, top - 4, 180, 36, t.background, ` stroke="${t.muted}" stroke-opacity=".4"`);
        line(122, top + 4, 156, t.muted, 0.35);
        line(122, top + 14, 156, t.muted, 0.35);
        rect(122, top + 22, 50, 7, t.primary);
        break;
      case 'cta':
        rect(130, top + 2, 140, 8, t.onPrimary);
        rect(170, top + 16, 60, 12, t.onPrimary, ' opacity=".85"');
        break;
    }
    y += h;
    band += 1;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${escapeHtml(title)}</title>${parts.join('')}</svg>`;
}
