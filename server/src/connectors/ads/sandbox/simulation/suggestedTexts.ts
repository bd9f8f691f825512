import { adTextLength } from '../../../../../../contract/campaigns/limits';
import { policyTopics } from '../rules/policy';
import { capitalize, clean, fold, type Lang } from './words';

/** Texts the platform suggests when a recommendation is applied (headlines ≤ 30, descriptions ≤ 90, sitelinks 25/35, callouts 25). */
const TEXTS = {
  es: {
    headlines: ['{T}', 'Expertos en {t}', '{T} profesional', 'Pide tu presupuesto', 'Atención en el día', 'Profesionales de confianza', 'Calidad garantizada',
      'Llámanos hoy', 'Sin compromiso', 'Años de experiencia', 'Servicio rápido y cercano', 'Precios claros', 'Reserva tu cita online', 'Opiniones de clientes reales'],
    descriptions: ['{T} con profesionales de confianza. Pide tu presupuesto sin compromiso.', 'Atención rápida y cercana, precios claros y calidad garantizada. Contacta hoy.',
      'Años de experiencia y clientes satisfechos. Te respondemos en el día.', 'Reserva tu cita online en un minuto y olvídate de esperas.'],
    sitelinks: [['Contacto', '/contacto', 'Llámanos o escríbenos', 'Te respondemos en el día'], ['Servicios', '/servicios', 'Todo lo que hacemos', 'Soluciones a tu medida'],
      ['Presupuesto', '/presupuesto', 'Pide tu presupuesto', 'Sin compromiso'], ['Opiniones', '/opiniones', 'Lo que dicen los clientes', 'Clientes satisfechos']],
    callouts: ['Atención personalizada', 'Sin compromiso', 'Profesionales expertos', 'Respuesta en el día'],
  },
  en: {
    headlines: ['{T}', '{T} Experts', 'Professional {t}', 'Get a Free Quote', 'Same Day Service', 'Trusted Professionals', 'Quality Guaranteed',
      'Call Us Today', 'No Obligation', 'Years of Experience', 'Fast and Friendly Service', 'Clear Prices', 'Book Online', 'Real Customer Reviews'],
    descriptions: ['{T} by trusted professionals. Get your free, no-obligation quote today.', 'Fast, friendly service with clear prices and guaranteed quality. Contact us today.',
      'Years of experience and happy customers. We reply the same day.', 'Book your appointment online in a minute, no waiting.'],
    sitelinks: [['Contact Us', '/contact', 'Call or write to us', 'We reply the same day'], ['Services', '/services', 'Everything we do', 'Solutions for you'],
      ['Get a Quote', '/quote', 'Ask for your quote', 'No obligation'], ['Reviews', '/reviews', 'What customers say', 'Happy customers']],
    callouts: ['Personal Service', 'No Obligation', 'Expert Professionals', 'Same Day Reply'],
  },
} as const;

const fill = (template: string, topic: string) => template.replace('{T}', capitalize(topic)).replace('{t}', topic);

/**
 * Ad texts for a topic in the language. Topic-based ones only when they fit the length, pass the
 * editorial policy (a topic could hold a phone number or shouting) and do not repeat another
 * suggestion (the platform refuses repeated headlines in one ad).
 */
export function suggestedTexts(lang: Lang, topic: string) {
  const t = clean(topic);
  const texts = TEXTS[lang];
  const withTopic = (list: readonly string[], max: number) => {
    const seen = new Set<string>();
    return list.filter((x) => t || !x.includes('{')).map((x) => fill(x, t)).filter((text) => {
      const key = fold(text);
      if (!text || text.includes('{') || adTextLength(text) > max || policyTopics(text, max === 30).length > 0 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  return {
    headlines: withTopic(texts.headlines, 30),
    descriptions: withTopic(texts.descriptions, 90),
    sitelinks: texts.sitelinks.map(([link_text, path, description1, description2]) => ({ link_text, path, description1, description2 })),
    callouts: [...texts.callouts],
  };
}
