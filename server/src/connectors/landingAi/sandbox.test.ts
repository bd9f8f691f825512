import { describe, expect, it } from 'vitest';
import { LANDING_AI_GOALS, LANDING_AI_TONES } from '../../../../contract/landings/ai';
import { landingContent, type LandingContent } from '../../../../contract/landings';
import { decodeLogo } from './colours';
import { brandFromDescription, sentencesOf } from './description';
import type { LandingAiRequest } from './landingAi.connector';
import { composeSandboxPage, placeImages, sectionPlan } from './sandbox';
import { logoPng } from './testImages';

const DESCRIPTION_ES = 'Panadería Lucía es una panadería artesanal en Valencia. Horneamos pan de masa madre cada mañana con harinas ecológicas. Entrega a domicilio: llevamos el pedido a tu casa antes de las 9. Tartas por encargo para cumpleaños y bodas.';
const DESCRIPTION_EN = 'Northwind Labs is a bookkeeping studio for freelancers. We file your quarterly taxes on time. A real accountant answers your questions within a day.';

const request = (over: Partial<LandingAiRequest> = {}): LandingAiRequest => ({
  description: DESCRIPTION_ES, goal: 'leads', tone: 'friendly', language: 'es', logo: null, images: [], ...over,
});
const kinds = (c: LandingContent) => c.sections.map((s) => s.kind);
const text = (c: LandingContent) => JSON.stringify(c.sections);

describe('reading the description', () => {
  it('finds the business name however the text introduces it', () => {
    expect(brandFromDescription(DESCRIPTION_ES)).toBe('Panadería Lucía');
    expect(brandFromDescription(DESCRIPTION_EN)).toBe('Northwind Labs');
    expect(brandFromDescription('Somos Casa de Comidas Pepa, cocina casera en el centro.')).toBe('Casa de Comidas Pepa');
    expect(brandFromDescription('Te presentamos «Flores Nube», floristería de barrio.')).toBe('Flores Nube');
    expect(brandFromDescription('We are a small team that repairs bikes in Leeds.')).toBeNull();
  });

  it('splits sentences, list items and semicolons, dropping fragments', () => {
    expect(sentencesOf('Uno dos tres cuatro. - Envío gratis en 24 h\n• Garantía de dos años; pago seguro con tarjeta. Ok.')).toEqual([
      'Uno dos tres cuatro.', 'Envío gratis en 24 h', 'Garantía de dos años', 'Pago seguro con tarjeta.',
    ]);
  });
});

describe('the sandbox composer', () => {
  it('is deterministic: the same inputs give the same page', () => {
    expect(composeSandboxPage(request())).toEqual(composeSandboxPage(request()));
  });

  it('chooses the sections by goal, always with benefits and a form, calls to action pointing at it', () => {
    expect(sectionPlan(['hero', 'features', 'steps', 'testimonials', 'faq', 'form'], false)).toEqual(['hero', 'features', 'steps', 'faq', 'form']);
    expect(sectionPlan(['hero', 'features', 'stats', 'testimonials', 'pricing', 'faq', 'cta'], true)).toEqual(['hero', 'features', 'gallery', 'faq', 'form', 'cta']);
    const plans = Object.fromEntries(LANDING_AI_GOALS.map((goal) => [goal, kinds(composeSandboxPage(request({ goal })).content)]));
    expect(plans).toEqual({
      leads: ['hero', 'features', 'steps', 'faq', 'form'],
      sales: ['hero', 'features', 'faq', 'form', 'cta'],
      bookings: ['hero', 'features', 'steps', 'form'],
      event: ['hero', 'features', 'faq', 'form'],
      webinar: ['hero', 'features', 'form', 'faq'],
      app: ['hero', 'features', 'faq', 'form', 'cta'],
    });
    expect(composeSandboxPage(request({ goal: 'event' })).templateId).toBe('event');
    const bookings = composeSandboxPage(request({ goal: 'bookings' })).content;
    const form = bookings.sections.find((s) => s.kind === 'form');
    expect(form?.kind === 'form' && form.submit).toBe('Reserva tu hueco');
    const hero = bookings.sections[0]!;
    expect(hero.kind === 'hero' && hero.cta?.href).toBe('#form');
  });

  it('writes the copy from the description in the chosen language, with the brand it names', () => {
    const { content } = composeSandboxPage(request());
    expect(content.language).toBe('es');
    expect(content.brand).toBe('Panadería Lucía');
    const [hero, features] = content.sections;
    // The first sentence is the headline, the second supports it, the others are the benefits: none said twice.
    expect(hero).toMatchObject({ kind: 'hero', title: 'Panadería Lucía es una panadería artesanal en Valencia', subtitle: 'Horneamos pan de masa madre cada mañana con harinas ecológicas.' });
    expect(features).toMatchObject({ kind: 'features', title: 'Por qué te va a encantar Panadería Lucía' });
    expect(features!.kind === 'features' && features!.items.map((i) => [i.icon, i.title, i.text])).toEqual([
      ['home', 'Entrega a domicilio', 'Entrega a domicilio: llevamos el pedido a tu casa antes de las 9.'],
      ['gift', 'Tartas por encargo', 'Tartas por encargo para cumpleaños y bodas.'],
    ]);
    expect(text(content)).not.toMatch(/lorem|ipsum/i);

    const en = composeSandboxPage(request({ description: DESCRIPTION_EN, language: 'en', goal: 'webinar', tone: 'professional', brand: 'Northwind' })).content;
    expect(en.language).toBe('en');
    expect(en.brand).toBe('Northwind');
    expect(text(en)).toContain('We file your quarterly taxes on time.');
    expect(text(en)).toContain('Register for free');
    expect(text(en)).not.toMatch(/[áéíóúñ¿¡]/);
  });

  it('speaks as "we" when the description names no business, and heads benefits with their first clause', () => {
    const { content } = composeSandboxPage(request({
      description: 'we teach kids to code with robots on saturday mornings in Leeds. small groups of six, all kit provided. parents can watch the final demo.',
      language: 'en', goal: 'leads', tone: 'professional',
    }));
    expect(content.brand).toBe('Your business');
    expect(content.sections[1]).toMatchObject({ title: 'What our team offers', items: [{ title: 'Small groups of six' }, { title: 'Parents can watch the final demo' }] });
    expect(JSON.stringify(content.sections)).toContain('Our team looks at your case and gets back to you.');
    expect(JSON.stringify(content.sections)).not.toContain('Your business');
  });

  it('lets the tone change the wording, the font and the corners', () => {
    const pages = LANDING_AI_TONES.map((tone) => composeSandboxPage(request({ tone })).content);
    expect(new Set(pages.map((p) => p.sections.find((s) => s.kind === 'form')!.kind === 'form' && JSON.stringify(p.sections.find((s) => s.kind === 'form'))))).toHaveProperty('size', 4);
    expect(new Set(pages.map((p) => `${p.theme.font}/${p.theme.radius}`)).size).toBe(4);
  });

  it('takes the colours from the logo, else the goal\'s template', () => {
    const withLogo = composeSandboxPage(request({ logo: decodeLogo(logoPng({ r: 0xbe, g: 0x12, b: 0x3c }), 'image/png') })).content;
    expect(withLogo.theme.primary).toBe('#be123c');
    expect(withLogo.theme.onPrimary).toBe('#ffffff');
    const withoutLogo = composeSandboxPage(request()).content;
    expect(withoutLogo.theme.primary).toBe('#1d4ed8');
  });

  it('places the photos: the first in the hero, the rest in a gallery after the benefits', () => {
    const images = ['/_lp/a/aaaaaaaa1', '/_lp/a/aaaaaaaa2', '/_lp/a/aaaaaaaa3'].map((src) => ({ src }));
    const { content } = composeSandboxPage(request({ images }));
    expect(kinds(content).slice(0, 3)).toEqual(['hero', 'features', 'gallery']);
    expect(content.sections[0]).toMatchObject({ layout: 'split', image: { src: images[0]!.src, alt: 'Foto 1 de Panadería Lucía' } });
    expect(content.sections[2]).toMatchObject({ items: [{ src: images[1]!.src, alt: 'Foto 2 de Panadería Lucía' }, { src: images[2]!.src }] });
    const one = composeSandboxPage(request({ images: images.slice(0, 1) })).content;
    expect(kinds(one)).not.toContain('gallery');
    expect(landingContent.safeParse(content).success).toBe(true);
  });

  it('placing photos replaces any image a provider set and drops a gallery without photos', () => {
    const page = composeSandboxPage(request({ images: [{ src: '/_lp/a/bbbbbbbb1' }, { src: '/_lp/a/bbbbbbbb2' }] })).content;
    const none = placeImages(page, [], (n) => `photo ${n}`);
    expect(kinds(none)).not.toContain('gallery');
    expect(none.sections[0]).toMatchObject({ kind: 'hero', image: { alt: 'Foto 1 de Panadería Lucía' } });
    expect(JSON.stringify(none)).not.toContain('/_lp/a/');
  });
});
