import { describe, expect, it } from 'vitest';
import { landingContent, LANDING_LANGUAGES, type LandingTheme } from '../../../../../contract/landings';
import { renderCss, renderHtml, sectionIds } from '../landings.render';
import { findTemplate, templateThumbnail, TEMPLATES } from './index';
import { REQUIRED_SECTIONS, TEMPLATE_CATEGORIES, contentOf } from './template';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Every string of a localized value, with its path: each must come as a pair {es, en}. */
function* strings(value: unknown, path: string): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}.${i}`);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, `${path}.${k}`);
  else if (typeof value === 'string') yield [path, value];
}

const FIXED_KEYS = /\.(kind|icon|href|layout|field|type|id|category|font|primary|onPrimary|background|surface|text|muted|accent)$/;
/** What a page may point at without leaving it: no host, no protocol-relative URL, no @import. */
const OUTSIDE = /(?:src|href|action|poster)\s*=\s*["']?\s*(?:https?:)?\/\/|url\(\s*["']?\s*(?:https?:)?\/\/|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i;

describe('the template gallery', () => {
  it('has one template of every kind the issue names, at least 12, with unique ids', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((t) => t.category))).toEqual(new Set(TEMPLATE_CATEGORIES));
    expect(findTemplate('nope')).toBeUndefined();
  });

  describe.each(TEMPLATES.map((t) => [t.id, t] as const))('%s', (_id, t) => {
    it('has every section its kind promises, in that order, starting with the hero', () => {
      const kinds = t.sections.map((s) => s.kind);
      expect(kinds[0]).toBe('hero');
      const required = REQUIRED_SECTIONS[t.category];
      const positions = required.map((k) => kinds.indexOf(k));
      expect(positions.every((p) => p >= 0), `${t.id} lacks ${required.filter((k) => !kinds.includes(k))}`).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it('says everything in both languages, each text complete in each', () => {
      const texts = [...strings({ name: t.name, description: t.description, brand: t.brand, meta: t.meta, sections: t.sections }, t.id)];
      const words = texts.filter(([path]) => !FIXED_KEYS.test(path));
      expect(words.length).toBeGreaterThan(20);
      for (const [path, text] of words) {
        expect(path, `${path} is not a pair of languages`).toMatch(/\.(es|en)$/);
        expect(String(text).trim(), path).not.toBe('');
      }
      const es = words.filter(([p]) => p.endsWith('.es')).map(([p]) => p.slice(0, -3));
      const en = words.filter(([p]) => p.endsWith('.en')).map(([p]) => p.slice(0, -3));
      expect(es).toEqual(en);
      // Translated, not copied: most texts differ between the languages.
      const differing = es.filter((p) => String(texts.find(([q]) => q === `${p}.es`)![1]) !== String(texts.find(([q]) => q === `${p}.en`)![1]));
      expect(differing.length / es.length).toBeGreaterThan(0.7);
    });

    it.each(LANDING_LANGUAGES)('renders valid content in %s: one h1, headings in order, labelled fields, alt texts, links inside the page', (lang) => {
      const content = landingContent.parse(contentOf(t, lang));
      const html = renderHtml(content);
      const css = renderCss(content.theme);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `heading h${levels[i]} after h${levels[i - 1]}`).toBeLessThanOrEqual(1);
      expect(html).toContain('<main id="main">');
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\salt="[^"]+"/);
      for (const m of html.matchAll(/<(input|textarea)\b[^>]*\sid="([^"]+)"/g)) expect(html).toContain(`<label for="${m[2]}">`);
      const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      expect(ids.size).toBe([...html.matchAll(/\sid="/g)].length);
      for (const m of html.matchAll(/href="#([^"]*)"/g)) expect(ids.has(m[1]), `#${m[1]} points nowhere`).toBe(true);
      expect(html).not.toMatch(OUTSIDE);
      expect(css).not.toMatch(OUTSIDE);
      expect(sectionIds(content.sections)).toHaveLength(content.sections.length);
    });

    it('reads well: text, muted text and buttons reach WCAG AA contrast on the surfaces they sit on', () => {
      const c: LandingTheme = t.theme;
      const pairs: [string, string, string][] = [
        ['text/background', c.text, c.background], ['text/surface', c.text, c.surface],
        ['muted/background', c.muted, c.background], ['muted/surface', c.muted, c.surface],
        ['primary/background', c.primary, c.background], ['primary/surface', c.primary, c.surface],
        ['onPrimary/primary', c.onPrimary, c.primary],
      ];
      for (const [name, fg, bg] of pairs) expect(contrast(fg, bg), `${t.id} ${name}`).toBeGreaterThanOrEqual(4.5);
    });

    it('has a thumbnail drawn from its own colours, with a title and nothing fetched', () => {
      const svg = templateThumbnail(t);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*role="img"><title>[^<]+<\/title>/);
      expect(svg).toContain(t.theme.primary);
      expect(svg).toContain(t.theme.background);
      expect(svg).not.toMatch(OUTSIDE);
      expect(svg).not.toMatch(/<script|\son\w+=/i);
      expect(svg.length).toBeLessThan(12_000);
    });
  });
});
