import { z } from 'zod';

/**
 * A landing's structured content: what a template holds (in one language once a landing is made
 * from it) and what the builder's blocks map to. The HTML and CSS the builder edits are rendered
 * from it at creation; afterwards the builder's own project data is the source of the page.
 */

export const LANDING_LANGUAGES = ['es', 'en'] as const;
export type LandingLanguage = (typeof LANDING_LANGUAGES)[number];

/** Icons drawn inline (no icon font, no outside host). */
export const LANDING_ICONS = [
  'check', 'star', 'clock', 'shield', 'chat', 'chart', 'heart', 'pin', 'calendar', 'bolt', 'gift', 'users', 'home', 'book', 'phone', 'mail',
] as const;

/** Contact fields a form block can fill (the forms slice maps them onto the contact). */
export const FORM_FIELD_NAMES = ['name', 'email', 'phone', 'company', 'message', 'date', 'guests'] as const;
/** A form input named `property.{propertyName}` fills that custom property of the contact. */
export const CUSTOM_PROPERTY_FIELD_PREFIX = 'property.';
export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'date', 'number'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'Colour must be like #1a2b3c');
/** Links stay inside the page or open the phone or mail app: a template never points at an outside host. */
export const landingHref = z.string().trim().max(300).regex(/^(#[a-z][a-z0-9-]*|tel:\+?[0-9 ]{6,20}|mailto:[^\s@]+@[^\s@]+)$/, 'A link is #section, tel: or mailto:');
const link = z.object({ label: text(60), href: landingHref });
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).min(1).max(max);
/**
 * An uploaded image of the landing, by the path the landing host serves it on: same origin as the
 * page, so a published page reaches no other host.
 */
export const LANDING_IMAGE_PATH = /^\/_lp\/a\/[A-Za-z0-9_-][A-Za-z0-9_.-]{7,99}$/;
export const landingImageSrc = z.string().regex(LANDING_IMAGE_PATH, 'An image is one of the landing\'s uploads (/_lp/a/…)');

export const heroSection = z.object({
  kind: z.literal('hero'),
  eyebrow: optionalText(80),
  title: text(120),
  subtitle: text(300),
  cta: link.optional(),
  secondaryCta: link.optional(),
  /** An illustration drawn from the theme, or an uploaded image when src is set; the alt text says what it stands for. */
  image: z.object({ alt: text(160), src: landingImageSrc.optional() }).optional(),
  layout: z.enum(['split', 'center']),
});
export const featuresSection = z.object({
  kind: z.literal('features'),
  title: text(120),
  intro: optionalText(300),
  items: list(z.object({ icon: z.enum(LANDING_ICONS), title: text(80), text: text(300) }), 9),
});
export const statsSection = z.object({
  kind: z.literal('stats'),
  title: text(120),
  items: list(z.object({ value: text(20), label: text(80) }), 6),
});
export const stepsSection = z.object({
  kind: z.literal('steps'),
  title: text(120),
  items: list(z.object({ title: text(80), text: text(300) }), 6),
});
export const agendaSection = z.object({
  kind: z.literal('agenda'),
  title: text(120),
  intro: optionalText(300),
  items: list(z.object({ time: text(40), title: text(120), text: optionalText(300) }), 20),
});
export const testimonialsSection = z.object({
  kind: z.literal('testimonials'),
  title: text(120),
  items: list(z.object({ quote: text(400), name: text(60), role: text(80) }), 6),
});
export const pricingSection = z.object({
  kind: z.literal('pricing'),
  title: text(120),
  intro: optionalText(300),
  plans: list(z.object({
    name: text(60), price: text(30), period: optionalText(30), features: list(text(120), 10), cta: link, highlighted: z.boolean(),
  }), 4),
});
export const menuSection = z.object({
  kind: z.literal('menu'),
  title: text(120),
  groups: list(z.object({ name: text(60), items: list(z.object({ name: text(80), description: optionalText(200), price: text(20) }), 20) }), 8),
});
export const faqSection = z.object({
  kind: z.literal('faq'),
  title: text(120),
  items: list(z.object({ question: text(200), answer: text(800) }), 12),
});
export const formSection = z.object({
  kind: z.literal('form'),
  title: text(120),
  intro: optionalText(300),
  fields: list(z.object({ field: z.enum(FORM_FIELD_NAMES), label: text(60), type: z.enum(FORM_FIELD_TYPES), required: z.boolean() }), 8),
  /** The consent checkbox's text, kept with each submission. */
  consent: text(300),
  submit: text(40),
  success: text(200),
});
export const contactSection = z.object({
  kind: z.literal('contact'),
  title: text(120),
  address: text(200),
  hours: list(text(80), 7),
  phone: optionalText(30),
  email: optionalText(120),
});
/** Uploaded photos in a grid (AI creation places the user's images here). */
export const gallerySection = z.object({
  kind: z.literal('gallery'),
  title: text(120),
  intro: optionalText(300),
  items: list(z.object({ src: landingImageSrc, alt: text(160) }), 12),
});
export const ctaSection = z.object({
  kind: z.literal('cta'),
  title: text(120),
  text: optionalText(300),
  cta: link,
});

export const landingSection = z.discriminatedUnion('kind', [
  heroSection, featuresSection, statsSection, stepsSection, agendaSection, testimonialsSection,
  pricingSection, menuSection, faqSection, formSection, contactSection, gallerySection, ctaSection,
]);
export type LandingSection = z.infer<typeof landingSection>;
export type SectionKind = LandingSection['kind'];
export const SECTION_KINDS = landingSection.options.map((o) => o.shape.kind.value) as SectionKind[];

export const landingTheme = z.object({
  primary: colour,
  /** Text on primary buttons and bands. */
  onPrimary: colour,
  background: colour,
  /** Cards and alternate bands. */
  surface: colour,
  text: colour,
  muted: colour,
  accent: colour,
  /** System font stacks only: nothing is fetched. */
  font: z.enum(['sans', 'serif', 'rounded', 'mono']),
  radius: z.number().int().min(0).max(32),
});
export type LandingTheme = z.infer<typeof landingTheme>;

export const landingContent = z.object({
  language: z.enum(LANDING_LANGUAGES),
  brand: text(80),
  meta: z.object({ title: text(70), description: text(160) }),
  theme: landingTheme,
  sections: z.array(landingSection).min(1).max(30),
});
export type LandingContent = z.infer<typeof landingContent>;
