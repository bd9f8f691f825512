import type { CustomProperty } from '../../../../contract/customProperties';

export type ImportTarget = string | null;

/** How header cells are compared: no case, accents, punctuation, numbering or "value" suffixes. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word && !/^\d+$/.test(word) && word !== 'value')
    .join(' ');
}

/** Header names real tools write (Excel in Spanish, Google Contacts, Outlook), in both languages. */
const SYNONYMS: Record<string, readonly string[]> = {
  fullName: ['full name', 'nombre completo', 'nombre y apellidos', 'display name'],
  name: ['name', 'first name', 'given name', 'nombre', 'nombre de pila'],
  surname: ['surname', 'last name', 'family name', 'apellido', 'apellidos'],
  email: ['email', 'e mail', 'mail', 'email address', 'e mail address', 'correo', 'correo electronico', 'direccion de correo electronico'],
  phone: ['phone', 'telephone', 'mobile', 'mobile phone', 'primary phone', 'business phone', 'home phone', 'telefono', 'movil', 'celular', 'telefono movil'],
  organization: ['organization', 'organisation', 'company', 'organization name', 'empresa', 'compania', 'organizacion'],
  jobTitle: ['job title', 'title', 'organization title', 'position', 'cargo', 'puesto'],
  source: ['source', 'lead source', 'origen', 'fuente'],
  city: ['city', 'business city', 'home city', 'ciudad', 'localidad', 'poblacion'],
  country: ['country', 'country region', 'business country region', 'home country region', 'pais'],
};

const STANDARD_BY_HEADER = new Map(Object.entries(SYNONYMS).flatMap(([target, words]) => words.map((w) => [w, target] as const)));

/**
 * The target of each CSV column: the server's guess where it has one, else a custom property
 * whose name or label matches the header, else a standard field by the synonyms above. A target
 * already taken by an earlier column is left unmapped, so no value is silently overwritten.
 */
export function guessColumnMapping(
  headers: readonly string[],
  properties: readonly Pick<CustomProperty, 'propertyName' | 'label'>[],
  serverGuess: readonly ImportTarget[] = [],
): ImportTarget[] {
  const propertyByHeader = new Map<string, string>();
  for (const p of properties) {
    for (const text of [p.propertyName, p.label]) if (text) propertyByHeader.set(normalizeHeader(text), `custom:${p.propertyName}`);
  }
  const taken = new Set<string>();
  return headers.map((header, index) => {
    const key = normalizeHeader(header);
    const target = serverGuess[index] ?? propertyByHeader.get(key) ?? STANDARD_BY_HEADER.get(key) ?? null;
    if (!target || taken.has(target)) return null;
    taken.add(target);
    return target;
  });
}
