import type { EmailTemplate } from '../../../../contract/email/templates';

/**
 * The builder's addresses (under `/:lang`), for the templates page and the builder itself:
 * - `templates/stripo-builder`: a new, blank template;
 * - `templates/stripo-builder?from=<galleryTemplateId>&lang=es|en`: a new template started from a
 *   gallery template in that language (`lang` defaults to the interface language);
 * - `templates/stripo-builder/<templateId>`: a saved template.
 */
export const EMAIL_BUILDER_ROUTE = 'templates/stripo-builder';
export const SAVED_TEMPLATE_ROUTE = 'templates/stripo-builder/:templateId';

type Lang = EmailTemplate['language'];

export const newTemplatePath = (lang: string) => `/${lang}/${EMAIL_BUILDER_ROUTE}`;
export const galleryTemplatePath = (lang: string, galleryTemplateId: string, templateLanguage: Lang) =>
  `/${lang}/${EMAIL_BUILDER_ROUTE}?${new URLSearchParams({ from: galleryTemplateId, lang: templateLanguage })}`;
export const savedTemplatePath = (lang: string, templateId: string) => `/${lang}/${EMAIL_BUILDER_ROUTE}/${encodeURIComponent(templateId)}`;
/** The templates page; with `send` it opens its send dialog for that template. */
export const templatesPath = (lang: string, sendTemplateId?: string) =>
  `/${lang}/templates${sendTemplateId ? `?${new URLSearchParams({ send: sendTemplateId })}` : ''}`;
export const sendingDomainsPath = (lang: string) => `/${lang}/templates/domains`;

/** What the builder opens: a saved template, a gallery template, or a blank one. */
export type BuilderStart =
  | { kind: 'saved'; templateId: string }
  | { kind: 'gallery'; galleryTemplateId: string; language: Lang }
  | { kind: 'blank'; language: Lang };

/** Reads the route's id and query (an unknown `lang` falls back to the interface language). */
export function builderStart(templateId: string | undefined, search: URLSearchParams, interfaceLanguage: string): BuilderStart {
  const fallback: Lang = interfaceLanguage === 'en' ? 'en' : 'es';
  const asked = search.get('lang');
  const language: Lang = asked === 'es' || asked === 'en' ? asked : fallback;
  if (templateId) return { kind: 'saved', templateId };
  const from = search.get('from');
  if (from) return { kind: 'gallery', galleryTemplateId: from, language };
  return { kind: 'blank', language };
}
