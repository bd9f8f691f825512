import mjml2html from 'mjml';
import type { GalleryTemplate, galleryTemplateSource } from '../../../../../contract/email/templates';
import { extractMergeVariables } from '../../../../../contract/email/mergeVariables';
import type { z } from 'zod';
import { toMjml, type GalleryDefinition, type Lang } from './blocks';
import { namedTags, TEMPLATE_FEATURES, TEMPLATE_INDUSTRIES, TEMPLATE_SEASONS, TEMPLATE_TYPES } from './catalog';
import { GALLERY } from './templates';

export { GALLERY } from './templates';
export { toMjml } from './blocks';

type GallerySource = z.infer<typeof galleryTemplateSource>;

/** Where a gallery template's thumbnail is served (public, no token: an <img> loads it). */
export const galleryThumbnailPath = (id: string, language: Lang) => `/api/email/gallery/${encodeURIComponent(id)}/${language}.svg`;

export const findGalleryTemplate = (id: string) => GALLERY.find((t) => t.id === id);

/**
 * MJML's defaults import Google Fonts (fonts.googleapis.com) for some families: the map is
 * emptied so no compiled email ever links to another host; the templates use web-safe stacks.
 */
export const MJML_OPTIONS = { fonts: {}, keepComments: false } as const;

/** The compiled HTML of each template and language, built once on first use (MJML is async). */
const compiled = new Map<string, Promise<string>>();

export async function compileMjml(mjml: string, validationLevel: 'strict' | 'soft' = 'soft') {
  return mjml2html(mjml, { ...MJML_OPTIONS, validationLevel });
}

function compiledHtml(template: GalleryDefinition, language: Lang): Promise<string> {
  const key = `${template.id}:${language}`;
  let html = compiled.get(key);
  if (!html) {
    html = compileMjml(toMjml(template.copy[language], template.palette, language)).then((r) => r.html);
    // A failure is not kept: the next request tries again.
    html.catch(() => compiled.delete(key));
    compiled.set(key, html);
  }
  return html;
}

/**
 * A gallery entry in Stripo's template-API shape, with the thumbnail on this server as a path: the
 * app shows it on its own origin, whatever PUBLIC_URL says (images in mail, unlike these, are absolute).
 */
export function toGalleryEntry(template: GalleryDefinition, language: Lang): GalleryTemplate {
  const copy = template.copy[language];
  return {
    templateId: template.id,
    name: copy.name,
    logo: galleryThumbnailPath(template.id, language),
    premium: false,
    hasAmp: false,
    updatedAt: template.updatedAt,
    createdTime: template.createdTime,
    templateTypes: namedTags(template.tags.types, TEMPLATE_TYPES, language),
    templateSeasons: namedTags(template.tags.seasons, TEMPLATE_SEASONS, language),
    templateFeatures: namedTags(template.tags.features, TEMPLATE_FEATURES, language),
    templateIndustries: namedTags(template.tags.industries, TEMPLATE_INDUSTRIES, language),
    kind: template.kind,
    description: copy.description,
    language,
    subject: copy.subject,
  };
}

/**
 * One page of the gallery. Every template here is a BASIC one (free, as in Stripo's FREE plan):
 * asking for FREE or PREMIUM templates answers none rather than pretending.
 */
export function listGallery(options: { type: string; limit: number; page: number; language: Lang }) {
  const all = options.type === 'BASIC' ? GALLERY : [];
  const data = all.slice(options.page * options.limit, (options.page + 1) * options.limit).map((t) => toGalleryEntry(t, options.language));
  return { total: all.length, data };
}

/** A gallery template with its builder source (MJML) and sendable HTML. */
export async function galleryTemplateWithSource(template: GalleryDefinition, language: Lang): Promise<GallerySource> {
  const copy = template.copy[language];
  const html = await compiledHtml(template, language);
  return {
    ...toGalleryEntry(template, language),
    html,
    // MJML carries its own styles: the compiled HTML has them inlined (and its media queries in its head).
    css: '',
    mjml: toMjml(copy, template.palette, language),
    variables: extractMergeVariables(`${copy.subject}\n${copy.preheader}\n${html}`),
  };
}
