import { describe, expect, it } from 'vitest';
import { TEMPLATE_KINDS } from '../../../../contract/email/templates';
import { extractMergeVariables } from '../../../../contract/email/mergeVariables';
import { compileMjml, GALLERY, galleryTemplateWithSource, toMjml } from './gallery';
import { renderGalleryThumbnail } from './gallery/thumbnail';

const LANGUAGES = ['es', 'en'] as const;
/** The XHTML namespace MJML declares on <html>: an identifier, never fetched. */
const NAMESPACES = new Set(['http://www.w3.org/1999/xhtml']);

const urlsIn = (html: string) => [...html.matchAll(/(?:https?:)?\/\/[^\s"'<>)]+/gi)].map((m) => m[0]).filter((u) => !NAMESPACES.has(u));

describe('the gallery', () => {
  it('has one template per kind, each in Spanish and English', () => {
    expect(GALLERY.map((t) => t.kind).sort()).toEqual([...TEMPLATE_KINDS].sort());
    expect(new Set(GALLERY.map((t) => t.id)).size).toBe(GALLERY.length);
    for (const t of GALLERY) {
      expect(t.copy.es.name).not.toBe(t.copy.en.name);
      expect(t.copy.es.subject).not.toBe(t.copy.en.subject);
    }
  });

  for (const template of GALLERY) {
    for (const language of LANGUAGES) {
      it(`${template.id} (${language}) compiles without MJML errors and links to no other host`, async () => {
        const mjml = toMjml(template.copy[language], template.palette, language);
        const strict = await compileMjml(mjml, 'strict');
        expect(strict.errors).toEqual([]);
        const source = await galleryTemplateWithSource(template, language);
        expect(source.html).toBe(strict.html);
        expect(source.html).toMatch(/^<!doctype html>/i);
        expect(source.html).toContain(`lang="${language}"`);
        // Tables and inlined styles: what mail clients render.
        expect(source.html).toContain('<table');
        expect(source.html).toMatch(/style="[^"]*font-family:/);
        expect(source.html).not.toMatch(/fonts\.googleapis|@import|<link/i);
        expect(urlsIn(source.html)).toEqual([]);
        expect(urlsIn(mjml)).toEqual([]);
        expect(source.html).not.toMatch(/lorem|ipsum/i);
        // Personalised with merge variables that the parser reads.
        expect(source.variables).toEqual(extractMergeVariables(`${template.copy[language].subject}\n${template.copy[language].preheader}\n${source.html}`));
        expect(source.variables).toContain('email');
        expect(source.html).toContain(template.copy[language].preheader);
        // The sender adds the unsubscribe footer; a template does not bring its own.
        expect(source.html).not.toMatch(/unsubscribe_url/);
        expect(source.logo).toBe(`/api/email/gallery/${template.id}/${language}.svg`);
      });
    }
  }

  it('draws each thumbnail as an SVG in the template\'s colours, with no link to anything', () => {
    for (const template of GALLERY) {
      const svg = renderGalleryThumbnail(template, 'es');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).toContain(template.palette.primary);
      expect(svg).not.toMatch(/<script|href=|<image|<foreignObject/i);
    }
  });
});
