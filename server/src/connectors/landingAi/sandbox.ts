import { landingContent, type LandingContent, type LandingLanguage, type LandingSection, type SectionKind } from '../../../../contract/landings';
import { findTemplate } from '../../modules/landings/templates';
import { FIELDS } from '../../modules/landings/templates/shared';
import { contentOf } from '../../modules/landings/templates/template';
import { readableTheme, themeFromLogo } from './colours';
import { brandFromDescription, headingOf, iconFor, sentencesOf, shorten, UNNAMED } from './description';
import type { ComposedLanding, LandingAiConnector, LandingAiRequest, PlacedImage } from './landingAi.connector';
import { fill, GOAL_WORDS, PHOTO_ALT, TONE_WORDS, UNNAMED_IN_COPY } from './words';

/** The kinds the sandbox can fill from a description without inventing facts (no prices, quotes, figures or dates). */
const FILLABLE = new Set<SectionKind>(['hero', 'features', 'steps', 'faq', 'form', 'cta']);
const MAX_BENEFITS = 6;

type Section<K extends SectionKind> = Extract<LandingSection, { kind: K }>;

/**
 * The sections a goal's page has, in order: its template's sections that can be written from the
 * description, always the benefits after the hero, the photos after them, and a form (every goal
 * converts through one; a closing call to action, when the template ends with one, points at it).
 */
export function sectionPlan(templateKinds: SectionKind[], hasGallery: boolean): SectionKind[] {
  const kinds = templateKinds.filter((k) => FILLABLE.has(k));
  if (!kinds.includes('features')) kinds.splice(kinds.indexOf('hero') + 1, 0, 'features');
  if (!kinds.includes('form')) {
    const cta = kinds.indexOf('cta');
    kinds.splice(cta === -1 ? kinds.length : cta, 0, 'form');
  }
  if (hasGallery) kinds.splice(kinds.indexOf('features') + 1, 0, 'gallery');
  return kinds;
}

/**
 * Places the photos: the first in the hero (or the gallery when there is no hero), the others in
 * the gallery, whose items they replace; a gallery left without photos is dropped, and no image
 * points anywhere but at an upload of this request.
 */
export function placeImages(content: LandingContent, images: PlacedImage[], alt: (n: number) => string): LandingContent {
  const hasHero = content.sections.some((s) => s.kind === 'hero');
  const [first, ...rest] = hasHero ? images : [undefined, ...images];
  const offset = hasHero ? 2 : 1;
  const sections = content.sections.filter((s) => s.kind !== 'gallery' || rest.length > 0).map((s): LandingSection => {
    if (s.kind === 'hero' && s.image) {
      const { src: _unplaced, ...image } = s.image;
      return { ...s, image: first ? { ...image, src: first.src } : image };
    }
    if (s.kind === 'hero' && first) return { ...s, image: { alt: alt(1), src: first.src } };
    if (s.kind === 'gallery') return { ...s, items: rest.map((img, i) => ({ src: img!.src, alt: alt(i + offset) })) };
    return s;
  });
  return { ...content, sections };
}

/**
 * Composes a page offline and deterministically (the same inputs give the same page): the goal
 * picks the template and its sections, the description gives the brand, the headline and the
 * benefits, the tone the wording, font and corners, the logo the colours, the photos the hero and
 * the gallery. The result is validated like any provider's.
 */
export function composeSandboxPage(request: LandingAiRequest): ComposedLanding {
  const { language: lang, goal, tone } = request;
  const goalWords = GOAL_WORDS[goal];
  const toneWords = TONE_WORDS[tone];
  const template = findTemplate(goalWords.templateId);
  if (!template) throw new Error(`The landing-AI goal ${goal} names no template (${goalWords.templateId})`);
  const base = contentOf(template, lang);

  const sentences = sentencesOf(request.description);
  const named = request.brand ?? brandFromDescription(request.description);
  const brand = shorten(named ?? UNNAMED[lang], 80);
  // Unnamed, the copy speaks as "we" ("nuestro equipo te responde") rather than as "Your business".
  const t = (text: { es: string; en: string }) => fill(text[lang], { brand: named ? brand : UNNAMED_IN_COPY[lang] });
  const [intro = request.description.trim(), ...rest] = sentences;
  const action = t(goalWords.action[tone]);
  const photos = request.images.length;

  // With enough sentences the second one supports the headline; the others are the benefits (none said twice).
  const lead = rest.length >= 3 ? rest[0] : undefined;
  const benefits = (lead ? rest.slice(1) : rest.length ? rest : [intro]).slice(0, MAX_BENEFITS);
  const plan = sectionPlan(base.sections.map((s) => s.kind), photos > 1);
  const alt = (n: number) => fill(PHOTO_ALT[lang], { brand, n });
  const make: { [K in SectionKind]?: () => Section<K> } = {
    hero: () => ({
      kind: 'hero', layout: photos ? 'split' : 'center', eyebrow: t(goalWords.eyebrow),
      title: shorten(intro.replace(/[.!…]+$/, ''), 120),
      subtitle: shorten(lead ?? t(goalWords.formIntro), 300),
      cta: { label: shorten(action, 60), href: '#form' },
      ...(plan.includes('steps') ? { secondaryCta: { label: shorten(t(toneWords.stepsTitle), 60), href: '#steps' } } : {}),
    }),
    features: () => ({
      kind: 'features', title: shorten(t(toneWords.featuresTitle), 120),
      items: benefits.map((s, i) => ({ icon: iconFor(s, i), title: shorten(headingOf(s), 80), text: shorten(s, 300) })),
    }),
    gallery: () => ({ kind: 'gallery', title: t(toneWords.galleryTitle), items: request.images.slice(1).map((img, i) => ({ src: img.src, alt: alt(i + 2) })) }),
    steps: () => ({ kind: 'steps', title: t(toneWords.stepsTitle), items: goalWords.steps.map((s) => ({ title: t(s.title), text: t(s.text) })) }),
    faq: () => ({ kind: 'faq', title: t(toneWords.faqTitle), items: goalWords.faq.map((f) => ({ question: t(f.question), answer: t(f.answer) })) }),
    form: () => {
      const own = base.sections.find((s): s is Section<'form'> => s.kind === 'form');
      const fields = own?.fields ?? goalWords.fields.map((f) => ({ ...FIELDS[f], label: FIELDS[f].label[lang] }));
      return {
        kind: 'form', title: t(goalWords.formTitle), intro: shorten(t(goalWords.formIntro), 300), fields,
        consent: own?.consent ?? fallbackForm(lang).consent, submit: shorten(action, 40), success: own?.success ?? fallbackForm(lang).success,
      };
    },
    cta: () => ({ kind: 'cta', title: shorten(t(goalWords.closing), 120), text: t(toneWords.closingText), cta: { label: shorten(action, 60), href: '#form' } }),
  };
  const sections = plan.map((kind) => (make[kind] as () => LandingSection)());

  const logoTheme = request.logo ? themeFromLogo(request.logo, toneWords.theme) : null;
  const content: LandingContent = {
    language: lang, brand,
    meta: { title: shorten(`${brand} · ${action}`, 70), description: shorten(intro, 160) },
    theme: logoTheme ?? readableTheme({ ...base.theme, ...toneWords.theme }),
    sections,
  };
  return { templateId: template.id, content: landingContent.parse(placeImages(content, request.images, alt)) };
}

/** The consent and thank-you of the gallery's forms (the services template always has a form). */
function fallbackForm(lang: LandingLanguage): { consent: string; success: string } {
  const form = contentOf(findTemplate('services')!, lang).sections.find((s): s is Section<'form'> => s.kind === 'form')!;
  return { consent: form.consent, success: form.success };
}

export class SandboxLandingAi implements LandingAiConnector {
  readonly provider = 'sandbox' as const;
  compose(request: LandingAiRequest): Promise<ComposedLanding> {
    return Promise.resolve(composeSandboxPage(request));
  }
}
