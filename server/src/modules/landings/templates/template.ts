import type { LandingContent, LandingLanguage, LandingSection, LandingTheme, SectionKind } from '../../../../../contract/landings';

/** A text in both languages of the product. */
export type L = { es: string; en: string };
/** The same words in both languages (people's and places' names). */
export const same = (text: string): L => ({ es: text, en: text });

/** Keys whose values are not words: they stay as they are in every language. */
type Fixed = 'kind' | 'icon' | 'href' | 'layout' | 'field' | 'type';
type Localize<T> = T extends string ? L
  : T extends boolean | number ? T
  : T extends readonly (infer U)[] ? Localize<U>[]
  : T extends object ? { [K in keyof T]: K extends Fixed ? T[K] : Localize<T[K]> }
  : T;

export type LocalizedSection = Localize<LandingSection>;

export const TEMPLATE_CATEGORIES = [
  'services', 'local-shop', 'event', 'webinar', 'app', 'real-estate', 'course', 'restaurant', 'consultancy',
  'lead-magnet', 'product-launch', 'thank-you',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** What each kind of page must have, in its own order after the hero (the gallery's promise). */
export const REQUIRED_SECTIONS: Record<TemplateCategory, SectionKind[]> = {
  services: ['hero', 'features', 'steps', 'testimonials', 'faq', 'form'],
  'local-shop': ['hero', 'features', 'testimonials', 'contact', 'cta'],
  event: ['hero', 'agenda', 'stats', 'faq', 'form'],
  webinar: ['hero', 'features', 'agenda', 'form', 'faq'],
  app: ['hero', 'features', 'stats', 'testimonials', 'pricing', 'faq', 'cta'],
  'real-estate': ['hero', 'features', 'stats', 'form', 'contact'],
  course: ['hero', 'features', 'agenda', 'testimonials', 'pricing', 'faq', 'form'],
  restaurant: ['hero', 'menu', 'testimonials', 'contact', 'form'],
  consultancy: ['hero', 'features', 'steps', 'testimonials', 'pricing', 'form'],
  'lead-magnet': ['hero', 'features', 'form', 'faq'],
  'product-launch': ['hero', 'features', 'stats', 'pricing', 'faq', 'form', 'cta'],
  'thank-you': ['hero', 'steps', 'cta'],
};

export type TemplateDefinition = {
  id: string;
  category: TemplateCategory;
  name: L;
  description: L;
  brand: L;
  meta: { title: L; description: L };
  theme: LandingTheme;
  sections: LocalizedSection[];
};

const isL = (v: unknown): v is L =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 2
  && typeof (v as L).es === 'string' && typeof (v as L).en === 'string';

/** Picks one language out of a localized value, all the way down. */
export function pick<T>(value: T, lang: LandingLanguage): unknown {
  if (isL(value)) return value[lang];
  if (Array.isArray(value)) return value.map((v) => pick(v, lang));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, lang)]));
  return value;
}

/** The template's content in one language, as a landing starts with it. */
export function contentOf(t: TemplateDefinition, lang: LandingLanguage): LandingContent {
  return {
    language: lang,
    brand: t.brand[lang],
    meta: { title: t.meta.title[lang], description: t.meta.description[lang] },
    theme: t.theme,
    sections: pick(t.sections, lang) as LandingSection[],
  };
}
