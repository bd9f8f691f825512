import { sql, type RawBuilder } from 'kysely';
import {
  CONTACT_DATE_FIELDS,
  CONTACT_TEXT_FIELDS,
  type ContactFilter,
  type ContactStandardField,
} from '../../../../contract/contacts';
import type { PropertyType } from '../../../../contract/customProperties';
import { invalidField } from '../../http/errors';
import { isUuid } from '../companies/members.repository';
import { segmentPredicate, type Segment } from '../analytics/segments';

/**
 * SQL pieces for "which contacts" and "in what order", shared by every call that lists, counts,
 * exports or bulk-edits contacts by the current search and filters (contacts, lists, jobs).
 * Nothing here runs a query; the repositories do. Columns are referenced as `c.<column>`.
 */

export type PropertyDef = { propertyName: string; type: PropertyType; options: string[] };

/** Who the caller asks for. `filters` and `collaborators` come from the user; the rest scope. */
export type ContactScope = {
  companyId: string;
  searchTerm?: string | null;
  filters?: ContactFilter[] | null;
  collaborators?: string[] | null;
  contactListId?: string;
  pipelineId?: string;
  pipelineStageId?: string;
  contactIds?: string[];
  /** A dashboard figure's contacts (analytics/segments.ts: the predicate the figure was counted with). */
  segment?: Segment;
};

export type Sort = { sortField?: string; sortOrder?: 'asc' | 'desc' };

const COLUMN: Record<ContactStandardField, string> = {
  name: 'name', surname: 'surname', email: 'email', phone: 'phone', organization: 'organization',
  jobTitle: 'job_title', source: 'source', city: 'city', country: 'country',
  createdAt: 'created_at', updatedAt: 'updated_at',
};
const TEXT_FIELDS = new Set<string>(CONTACT_TEXT_FIELDS);
const DATE_FIELDS = new Set<string>(CONTACT_DATE_FIELDS);

const ACCENTED = 'áéíóúàèìòùäëïöüâêîôûñç';
const PLAIN = 'aeiouaeiouaeiouaeiounc';
/** Same folding as the search_text column (see 0100_contacts.ts). */
export function foldAccents(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? PLAIN[i] : ch;
  }
  return out;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const contains = (text: string) => `%${likeEscape(text)}%`;
const col = (name: string) => sql.ref(`c.${name}`);

/** Non-empty filters only: a filter whose value is '' is the UI's "no filter". */
export function activeFilters(filters: ContactFilter[] | null | undefined): ContactFilter[] {
  return (filters ?? []).filter((f) => String(f.filterValue).trim() !== '');
}

/** True when the default order must be newest first (SPEC §5). */
export function isUnfiltered(scope: ContactScope): boolean {
  return !scope.searchTerm?.trim() && activeFilters(scope.filters).length === 0 && !(scope.collaborators?.length);
}

type DateRange = { from?: string; to?: string };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `start~end`, `start` alone, or `1970-01-01~end`; each a date (YYYY-MM-DD) or an ISO time. */
export function parseDateRange(value: string, path: string): DateRange {
  const [rawFrom, rawTo, extra] = value.split('~').map((s) => s.trim());
  if (extra !== undefined) throw invalidField(path, 'Use start~end, start alone, or 1970-01-01~end');
  const check = (v: string | undefined) => {
    if (!v) return undefined;
    if (Number.isNaN(Date.parse(DAY.test(v) ? `${v}T00:00:00Z` : v))) throw invalidField(path, `"${v}" is not a date (YYYY-MM-DD)`);
    return v;
  };
  const range = { from: check(rawFrom), to: check(rawTo) };
  if (!range.from && !range.to) throw invalidField(path, 'Give a start date, an end date or both');
  return range;
}

function numberRange(value: string, path: string): { from?: number; to?: number; exact?: number } {
  const parse = (v: string) => {
    const n = Number(v.replace(',', '.'));
    if (!Number.isFinite(n)) throw invalidField(path, `"${v}" is not a number`);
    return n;
  };
  if (!value.includes('~')) return { exact: parse(value.trim()) };
  const [a, b] = value.split('~').map((s) => s.trim());
  return { from: a ? parse(a) : undefined, to: b ? parse(b) : undefined };
}

function parseBoolean(value: string | number | boolean, path: string): boolean {
  if (typeof value === 'boolean') return value;
  const s = String(value).trim().toLowerCase();
  if (['true', '1', 'yes', 'si', 'sí'].includes(s)) return true;
  if (['false', '0', 'no'].includes(s)) return false;
  throw invalidField(path, 'Use true or false');
}

function dateCondition(expr: RawBuilder<unknown>, range: DateRange, asText: boolean): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  // A day given alone covers the whole day: `< next day` rather than `<= midnight`.
  if (asText) {
    if (range.from) out.push(sql<boolean>`${expr} >= ${range.from.slice(0, 10)}`);
    if (range.to) out.push(sql<boolean>`${expr} <= ${range.to.slice(0, 10)}`);
  } else {
    if (range.from) out.push(sql<boolean>`${expr} >= ${range.from}::timestamptz`);
    if (range.to) {
      out.push(DAY.test(range.to)
        ? sql<boolean>`${expr} < (${range.to}::date + 1)::timestamptz`
        : sql<boolean>`${expr} <= ${range.to}::timestamptz`);
    }
  }
  return out;
}

const jsonContains = (name: string, value: unknown) => sql<boolean>`c.custom_properties @> ${JSON.stringify({ [name]: value })}::jsonb`;

function propertyCondition(prop: PropertyDef, raw: string | number | boolean, path: string): RawBuilder<boolean>[] {
  const key = prop.propertyName;
  const text = sql`c.custom_properties ->> ${key}`;
  const value = String(raw).trim();
  switch (prop.type) {
    case 'text': case 'email': case 'phone': case 'url':
      return [sql<boolean>`${text} ILIKE ${contains(value)}`];
    case 'number': {
      const r = numberRange(value, path);
      // Exact numbers go through the GIN index; ranges cast only values stored as numbers.
      if (r.exact !== undefined) return [jsonContains(key, r.exact)];
      const num = sql`(CASE WHEN jsonb_typeof(c.custom_properties -> ${key}) = 'number' THEN (${text})::numeric END)`;
      const out: RawBuilder<boolean>[] = [];
      if (r.from !== undefined) out.push(sql<boolean>`${num} >= ${r.from}`);
      if (r.to !== undefined) out.push(sql<boolean>`${num} <= ${r.to}`);
      return out.length ? out : [sql<boolean>`${num} IS NOT NULL`];
    }
    case 'date':
      return dateCondition(text, parseDateRange(value, path), true);
    case 'boolean':
      return [jsonContains(key, parseBoolean(raw, path))];
    case 'single_choice': {
      const option = prop.options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? value;
      return [jsonContains(key, option)];
    }
    case 'multiple_choice': {
      const option = prop.options.find((o) => o.toLowerCase() === value.toLowerCase()) ?? value;
      return [jsonContains(key, [option])];
    }
  }
}

function relationCondition(field: string, value: string, path: string): RawBuilder<boolean> {
  if (field === 'collaboratorId' && value === 'unassigned') {
    return sql<boolean>`NOT EXISTS (SELECT 1 FROM contact_collaborators cc WHERE cc.contact_id = c.id)`;
  }
  if (!isUuid(value)) throw invalidField(path, 'Invalid id');
  switch (field) {
    case 'contactListId':
      return sql<boolean>`EXISTS (SELECT 1 FROM contact_list_members m WHERE m.contact_id = c.id AND m.list_id = ${value})`;
    case 'pipelineId':
      return sql<boolean>`EXISTS (SELECT 1 FROM contact_pipeline_stages s WHERE s.contact_id = c.id AND s.pipeline_id = ${value})`;
    case 'pipelineStageId':
      return sql<boolean>`EXISTS (SELECT 1 FROM contact_pipeline_stages s WHERE s.contact_id = c.id AND s.stage_id = ${value})`;
    default:
      return sql<boolean>`EXISTS (SELECT 1 FROM contact_collaborators cc WHERE cc.contact_id = c.id AND cc.user_id = ${value})`;
  }
}

function searchConditions(term: string): RawBuilder<boolean>[] {
  const trimmed = term.trim();
  if (!trimmed) return [];
  // A phone typed with spaces or dashes matches the digits-only copy in search_text.
  if (/^[+\d\s().-]+$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 3) {
    return [sql<boolean>`c.search_text LIKE ${contains(trimmed.replace(/\D/g, ''))}`];
  }
  return foldAccents(trimmed)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => sql<boolean>`c.search_text LIKE ${contains(word)}`);
}

/** The WHERE clause for a scope; a bad filter is a 400 naming the filter. */
export function contactWhere(scope: ContactScope, props: PropertyDef[]): RawBuilder<boolean> {
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`c.company_id = ${scope.companyId}`];
  if (scope.contactIds) conditions.push(sql<boolean>`c.id = ANY(${scope.contactIds}::uuid[])`);
  if (scope.contactListId) conditions.push(relationCondition('contactListId', scope.contactListId, 'contactListId'));
  if (scope.pipelineId) conditions.push(relationCondition('pipelineId', scope.pipelineId, 'pipelineId'));
  if (scope.pipelineStageId) conditions.push(relationCondition('pipelineStageId', scope.pipelineStageId, 'pipelineStageId'));
  if (scope.segment) conditions.push(segmentPredicate(scope.companyId, scope.segment));
  conditions.push(...searchConditions(scope.searchTerm ?? ''));

  const byName = new Map(props.map((p) => [p.propertyName.toLowerCase(), p]));
  (scope.filters ?? []).forEach((filter, i) => {
    const path = `body.filters.${i}.filterValue`;
    const value = String(filter.filterValue).trim();
    if (value === '') return;
    const field = filter.filterField.trim();
    if (TEXT_FIELDS.has(field)) {
      if (field === 'phone' && /\d/.test(value)) {
        conditions.push(sql<boolean>`regexp_replace(coalesce(c.phone, ''), '\\D', '', 'g') LIKE ${contains(value.replace(/\D/g, ''))}`);
      } else {
        conditions.push(sql<boolean>`${col(COLUMN[field as ContactStandardField])} ILIKE ${contains(value)}`);
      }
    } else if (DATE_FIELDS.has(field)) {
      conditions.push(...dateCondition(col(COLUMN[field as ContactStandardField]), parseDateRange(value, path), false));
    } else if (['contactListId', 'pipelineId', 'pipelineStageId', 'collaboratorId'].includes(field)) {
      conditions.push(relationCondition(field, value, path));
    } else {
      const prop = byName.get(field.replace(/^customProperties\./, '').toLowerCase());
      if (!prop) throw invalidField(`body.filters.${i}.filterField`, `Unknown filter field "${field}"`);
      conditions.push(...propertyCondition(prop, filter.filterValue, path));
    }
  });

  const collaborators = scope.collaborators ?? [];
  if (collaborators.length) {
    const ids = collaborators.filter((c) => c !== 'unassigned');
    const parts: RawBuilder<boolean>[] = [];
    if (ids.length) parts.push(sql<boolean>`EXISTS (SELECT 1 FROM contact_collaborators cc WHERE cc.contact_id = c.id AND cc.user_id = ANY(${ids}::uuid[]))`);
    if (ids.length < collaborators.length) parts.push(relationCondition('collaboratorId', 'unassigned', 'filterByCollaborators'));
    conditions.push(sql<boolean>`(${sql.join(parts, sql` OR `)})`);
  }
  return sql<boolean>`${sql.join(conditions, sql` AND `)}`;
}

/**
 * ORDER BY: the requested sort (a standard field or a custom property) with _id as tie-break;
 * otherwise newest first when nothing narrows the list, else name, surname (case-insensitive), _id ascending.
 */
export function contactOrder(scope: ContactScope, sort: Sort, props: PropertyDef[]): RawBuilder<unknown> {
  if (sort.sortField) {
    const dir = sort.sortOrder === 'desc' ? sql`DESC` : sql`ASC`;
    const field = sort.sortField;
    if (field === '_id') return sql`c.id ${dir}`;
    if (field in COLUMN) {
      const column = col(COLUMN[field as ContactStandardField]);
      if (!TEXT_FIELDS.has(field)) return sql`${column} ${dir} NULLS LAST, c.id ${dir}`;
      // Text in people's order (crm_natural, migration 0112). A whole list sorted by name walks
      // its index; a filtered one must not (see below), so it sorts an expression the index lacks.
      const key = isUnfiltered(scope) ? sql`${column} COLLATE crm_natural` : sql`lower(${column}) COLLATE crm_natural`;
      return sql`${key} ${dir} NULLS LAST, c.id ${dir}`;
    }
    const prop = props.find((p) => p.propertyName.toLowerCase() === field.replace(/^customProperties\./, '').toLowerCase());
    if (!prop) throw invalidField('query.sortField', `Unknown sort field "${field}"`);
    return sql`c.custom_properties -> ${prop.propertyName} ${dir} NULLS LAST, c.id ${dir}`;
  }
  if (isUnfiltered(scope)) return sql`c.created_at DESC, c.id DESC`;
  // Name order as people read it (crm_natural: accents with their letter, case only on ties). Deliberately not backed by an index: with an index on the sort
  // key the planner walks 1M contacts in name order testing each against the search (1.5 s
  // measured); without one it intersects the trigram and JSON indexes, then sorts the matches.
  return sql`lower(c.name) COLLATE crm_natural ASC, lower(c.surname) COLLATE crm_natural ASC, c.id ASC`;
}
