import type { LandingLanguage } from '../../../../contract/landings';
import { LANDING_ICONS } from '../../../../contract/landings';

/**
 * What the sandbox reads out of a business description: the business's name when the text
 * says it, and its sentences (the first introduces the business, the rest are what it offers).
 * Plain rules on the user's own words: nothing is invented, nothing is filler.
 */

const CAPITALISED = String.raw`[A-ZÁÉÍÓÚÜÑ0-9][\p{L}0-9'’&.-]*`;
/** Words that may join a name's capitalised words: "Casa de Lucía", "Bar & Grill". */
const JOINERS = String.raw`(?:de|del|la|las|los|el|y|of|the|and|&)`;
const NAME = String.raw`${CAPITALISED}(?:\s+(?:${JOINERS}\s+)?${CAPITALISED}){0,4}`;

/** Words that start sentences in capitals without being a name. */
const NOT_NAMES = new Set([
  'we', 'our', 'i', 'my', 'the', 'a', 'an', 'this', 'at', 'in', 'for', 'since', 'with',
  'somos', 'nosotros', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'en', 'el', 'la', 'los', 'las', 'un', 'una', 'desde', 'con', 'para', 'mi', 'soy', 'este', 'esta',
]);

const clean = (t: string) => t.replace(/\s+/g, ' ').trim();
const isName = (candidate: string) => candidate.length >= 2 && candidate.length <= 60 && !NOT_NAMES.has(candidate.split(' ')[0]!.toLowerCase());

/**
 * The business's name as the description gives it: quoted («Lucía», "Lucía"), introduced ("Somos
 * Panadería Lucía", "We are Northwind", "en Panadería Lucía"), or the capitalised subject of the
 * first sentence ("Panadería Lucía es una panadería…", "Northwind Labs is a…"). Null when none.
 */
export function brandFromDescription(description: string): string | null {
  const text = clean(description);
  const quoted = /[«“"]([^»”"]{2,60})[»”"]/.exec(text);
  if (quoted) return clean(quoted[1]!);
  const introduced = new RegExp(String.raw`(?:^|[\s,])(?:somos|soy|we are|we're|i am|i'm|bienvenidos a|welcome to)\s+(${NAME})`, 'iu').exec(text);
  if (introduced && /^[A-ZÁÉÍÓÚÜÑ0-9]/u.test(introduced[1]!) && isName(introduced[1]!)) return clean(introduced[1]!);
  const subject = new RegExp(String.raw`^(${NAME})\s+(?:es|son|is|are|was|fue|ofrece|offers|lleva|has been|helps|ayuda)\b`, 'u').exec(text);
  if (subject && isName(subject[1]!)) return clean(subject[1]!);
  return null;
}

/** A description's sentences, each with its first letter capitalised and its end stop kept. */
export function sentencesOf(description: string): string[] {
  return description
    .split(/\n+|(?<=[.!?…])\s+|\s*[•·]\s*|^\s*[-*]\s+/m)
    .flatMap((s) => s.split(/\s*;\s*/))
    .map((s) => clean(s.replace(/^[-*•·]\s*/, '')))
    .filter((s) => s.replace(/[^\p{L}]/gu, '').length >= 8)
    .map((s) => s[0]!.toLocaleUpperCase() + s.slice(1));
}

/** Cuts a text at a word boundary to at most `max` characters, marking the cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.5 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

const withoutStop = (t: string) => t.replace(/[.!?…]+$/, '');

/**
 * A benefit's heading from its sentence: the part before a colon or dash when the user wrote one
 * ("Entrega en 24 h: …"), else before its first comma or complement, else its first words.
 */
export function headingOf(sentence: string): string {
  const lead = /^([^:–—]{3,60})\s*[:–—]\s*\S/.exec(sentence);
  if (lead) return withoutStop(lead[1]!.trim());
  const clause = /^([^,]{8,60}),\s*\S/.exec(sentence);
  if (clause && clause[1]!.split(' ').length >= 2) return clause[1]!.trim();
  const words = withoutStop(sentence).split(' ');
  // A heading ends where the sentence's first complement starts: "Tartas por encargo | para bodas".
  const cut = words.findIndex((w, i) => i >= 2 && i <= 6 && HEADING_BREAKS.test(w));
  if (cut > 0) return words.slice(0, cut).join(' ');
  return words.length <= 6 ? words.join(' ') : `${words.slice(0, 5).join(' ')}…`;
}
const HEADING_BREAKS = /^(para|con|sin|en|que|y|a|desde|hasta|for|with|without|in|that|to|and|at|by|from|until)$/i;

type Icon = (typeof LANDING_ICONS)[number];

/** Icons by what a sentence talks about (Spanish and English stems); the rest cycle through neutral ones. */
const ICON_WORDS: [Icon, RegExp][] = [
  ['clock', /\b(hora|horas|minut|rápid|rapid|fast|quick|24 ?h|hour|plazo|deadline|same day|mismo día|tiempo|time)/i],
  ['shield', /\b(garant|segur|secure|safe|warrant|protec|confian|trust|certific)/i],
  ['pin', /\b(local|barrio|ciudad|city|near|cerca|tienda|shop|store|valencia|madrid|barcelona|sevilla|address|dirección)/i],
  ['users', /\b(equipo|team|personas|people|familia|family|client|custom|comunidad|community|expert)/i],
  ['heart', /\b(artesan|handmade|cariño|love|amor|natural|ecológ|organic|salud|health)/i],
  ['star', /\b(calidad|quality|premio|award|mejor|best|premium|experien)/i],
  ['home', /\b(domicilio|a casa|tu casa|home|delivery|entrega|envío|envio|shipping)/i],
  ['gift', /\b(regalo|cumpleaños|boda|birthday|wedding|gift|gratis|free|descuento|discount|oferta|offer|precio|price|€|\$)/i],
  ['chart', /\b(result|crec|grow|ventas|sales|datos|data|ahorr|save|rendim|perform)/i],
  ['calendar', /\b(cita|reserv|book|agenda|calendar|fecha|date|evento|event)/i],
  ['phone', /\b(teléfono|llam|phone|call|whatsapp|móvil|mobile|app)\b/i],
  ['book', /\b(curso|course|aprend|learn|formación|training|clase|class|guía|guide)/i],
];
const FALLBACK_ICONS: Icon[] = ['check', 'star', 'bolt', 'heart', 'shield', 'users'];

export function iconFor(sentence: string, index: number): Icon {
  return ICON_WORDS.find(([, re]) => re.test(sentence))?.[0] ?? FALLBACK_ICONS[index % FALLBACK_ICONS.length]!;
}

/** The business named in a sentence of its own language when the description names none. */
export const UNNAMED: Record<LandingLanguage, string> = { es: 'Tu negocio', en: 'Your business' };
