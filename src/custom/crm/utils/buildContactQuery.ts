import { CONTACT_TEXT_FIELDS, type ContactFilter, type ContactQuery } from '../../../../contract/contacts';

/**
 * The contacts list's filter form values, as react-admin keeps them in the URL:
 * - `q`: search text over name, email and phone;
 * - a standard text field by its name (`city: 'Madrid'`);
 * - `contactListId`, `pipelineId`, `pipelineStageId`: scope by relation;
 * - `collaboratorId`: a collaborator's id or `unassigned`;
 * - `<field>_gte` / `<field>_lte` for createdAt and updatedAt;
 * - `props.<name>`: a custom property's value; `propsFrom.<name>` / `propsTo.<name>` a date
 *   range and `numFrom.<name>` / `numTo.<name>` a number range.
 */
export type ContactFilterValues = Record<string, unknown>;

const RELATIONS = ['contactListId', 'pipelineId', 'pipelineStageId'] as const;
const DATE_FIELDS = ['createdAt', 'updatedAt'] as const;
const EARLIEST_DAY = '1970-01-01';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const day = (v: unknown) => String(v).slice(0, 10);

/**
 * SPEC §3 date filters: `start~end`, `start` alone, or `1970-01-01~end`; null when neither end is
 * set. Numbers use `min~max`, with an open end filled by the widest safe value.
 */
export function rangeValue(from: unknown, to: unknown, kind: 'date' | 'number' = 'date'): string | null {
  const hasFrom = !isBlank(from);
  const hasTo = !isBlank(to);
  if (!hasFrom && !hasTo) return null;
  if (kind === 'date') {
    if (hasFrom && hasTo) return `${day(from)}~${day(to)}`;
    return hasFrom ? day(from) : `${EARLIEST_DAY}~${day(to)}`;
  }
  const low = hasFrom ? Number(from) : Number.MIN_SAFE_INTEGER;
  const high = hasTo ? Number(to) : Number.MAX_SAFE_INTEGER;
  return `${low}~${high}`;
}

/** Turns the filter form's values into the body of contactsByFilter (and bulk/export scopes). */
export function buildContactQuery(values: ContactFilterValues): Required<ContactQuery> {
  const filters: ContactFilter[] = [];
  const push = (filterField: string, filterValue: unknown) => {
    if (isBlank(filterValue)) return;
    filters.push({ filterField, filterValue: typeof filterValue === 'number' || typeof filterValue === 'boolean' ? filterValue : String(filterValue).trim() });
  };

  for (const field of CONTACT_TEXT_FIELDS) push(field, values[field]);
  for (const relation of RELATIONS) push(relation, values[relation]);
  for (const field of DATE_FIELDS) push(field, rangeValue(values[`${field}_gte`], values[`${field}_lte`]));

  for (const [name, value] of Object.entries(asObject(values.props))) push(name, value);
  const ranges = [['propsFrom', 'propsTo', 'date'], ['numFrom', 'numTo', 'number']] as const;
  for (const [fromKey, toKey, kind] of ranges) {
    const from = asObject(values[fromKey]);
    const to = asObject(values[toKey]);
    for (const name of new Set([...Object.keys(from), ...Object.keys(to)])) push(name, rangeValue(from[name], to[name], kind));
  }

  const collaborators = ([] as unknown[]).concat(values.collaboratorId ?? []).filter((v) => !isBlank(v)).map(String);
  const search = isBlank(values.q) ? null : String(values.q).trim();
  // SPEC §5: empty filters travel as null, which is also what lets the server sort newest first.
  return { searchTerm: search, filters: filters.length ? filters : null, filterByCollaborators: collaborators.length ? collaborators : null };
}
