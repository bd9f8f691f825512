import { COUNTRY_CODES, CURRENCY_CODES, TIME_ZONES } from '../../../contract/regions';
import { LOCALE_OF } from '../format/formatters';
import type { Language } from '../../i18n/languages';

export type CodeChoice = { id: string; name: string };
export type CodeKind = 'country' | 'currency' | 'timeZone';

/**
 * The choices of a code picker with names in the user's language (Intl.DisplayNames), sorted as
 * that language sorts ("Alemania" before "Émiratos"…), each with its code so typing "EUR" or "ES"
 * finds it too. Built once per kind and language.
 */
const cache = new Map<string, CodeChoice[]>();

export function codeChoices(kind: CodeKind, language: Language): CodeChoice[] {
  const key = `${kind}:${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const locale = LOCALE_OF[language];
  const choices = kind === 'timeZone' ? timeZoneChoices(locale) : displayChoices(kind, locale);
  const collator = new Intl.Collator(locale);
  choices.sort((a, b) => collator.compare(a.name, b.name));
  cache.set(key, choices);
  return choices;
}

function displayChoices(kind: 'country' | 'currency', locale: string): CodeChoice[] {
  const names = new Intl.DisplayNames([locale], { type: kind === 'country' ? 'region' : 'currency', fallback: 'code' });
  const codes = kind === 'country' ? COUNTRY_CODES : CURRENCY_CODES;
  return codes.map((code) => ({ id: code, name: `${names.of(code) ?? code} (${code})` }));
}

/** "Madrid · hora de Europa central (GMT+1)": the city people look for, then the zone's name and offset. */
function timeZoneChoices(locale: string): CodeChoice[] {
  return TIME_ZONES.map((zone) => {
    const part = (style: 'longGeneric' | 'shortOffset') =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? '';
    const city = zone === 'UTC' ? 'UTC' : zone.split('/').slice(1).join(' / ').replace(/_/g, ' ') || zone;
    const generic = part('longGeneric');
    return { id: zone, name: `${city} · ${generic && generic !== city ? `${generic} ` : ''}(${part('shortOffset')})` };
  });
}
