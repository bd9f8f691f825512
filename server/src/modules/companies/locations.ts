import type { z } from 'zod';
import type { location } from '../../../../contract/companies';

type Location = z.output<typeof location>;
type Entry = Location & { key: string; words: string[]; rank: number };

/** Lower case without accents, so "Malaga" finds "Málaga" and "cordoba" finds "Córdoba". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const TYPE_RANK = { country: 0, region: 1, city: 2 } as const;
let index: Promise<Entry[]> | undefined;

/** Countries, regions and cities of the country-state-city data set (~150k), loaded on first search. */
async function buildIndex(): Promise<Entry[]> {
  const { Country, State, City } = await import('country-state-city');
  const countries = new Map(Country.getAllCountries().map((c) => [c.isoCode, c.name]));
  const states = new Map(State.getAllStates().map((s) => [`${s.countryCode}-${s.isoCode}`, s.name]));
  const entries: Entry[] = [];
  const add = (l: Location) => {
    const key = fold(l.name);
    entries.push({ ...l, key, words: key.split(/[\s\-'’(),.]+/).filter(Boolean), rank: TYPE_RANK[l.type] });
  };
  for (const [code, name] of countries) add({ id: code, name, type: 'country', countryCode: code, canonicalName: name });
  for (const [id, name] of states) {
    const countryCode = id.split('-')[0];
    add({ id, name, type: 'region', countryCode, canonicalName: [name, countries.get(countryCode)].filter(Boolean).join(', ') });
  }
  for (const c of City.getAllCities()) {
    const region = states.get(`${c.countryCode}-${c.stateCode}`);
    add({
      id: `${c.countryCode}-${c.stateCode}-${c.name}`,
      name: c.name,
      type: 'city',
      countryCode: c.countryCode,
      canonicalName: [c.name, region, countries.get(c.countryCode)].filter(Boolean).join(', '),
    });
  }
  return entries;
}

/**
 * Whole-name matches first, then names starting with the text, then a word starting with it,
 * then anywhere inside; within each, countries before regions before cities, shorter names first.
 */
export async function searchLocations(q: string, limit: number): Promise<Location[]> {
  index ??= buildIndex().catch((e) => {
    index = undefined;
    throw e;
  });
  const entries = await index;
  const needle = fold(q);
  if (!needle) return [];
  const scored: { e: Entry; score: number }[] = [];
  for (const e of entries) {
    let match: number;
    if (e.key === needle) match = 0;
    else if (e.key.startsWith(needle)) match = 1;
    else if (e.words.some((w) => w.startsWith(needle))) match = 2;
    else if (e.key.includes(needle)) match = 3;
    else continue;
    scored.push({ e, score: match * 10 + e.rank });
  }
  scored.sort((a, b) => a.score - b.score || a.e.name.length - b.e.name.length || a.e.canonicalName.localeCompare(b.e.canonicalName));
  const seen = new Set<string>();
  const out: Location[] = [];
  for (const { e } of scored) {
    if (seen.has(e.id)) continue; // the data set repeats a few cities
    seen.add(e.id);
    out.push({ id: e.id, name: e.name, type: e.type, countryCode: e.countryCode, canonicalName: e.canonicalName });
    if (out.length >= limit) break;
  }
  return out;
}

/** One location by its id (as search returns it), or null. */
export async function locationById(id: string): Promise<Location | null> {
  index ??= buildIndex().catch((e) => {
    index = undefined;
    throw e;
  });
  const e = (await index).find((entry) => entry.id === id);
  return e ? { id: e.id, name: e.name, type: e.type, countryCode: e.countryCode, canonicalName: e.canonicalName } : null;
}
