import { parseLocaleDate, parseLocaleNumber, type ValueLocale } from '../../../../contract/valueLocale';
import { checkPropertyValueCoded } from '../../../../contract/customProperties';
import type { RowError, RowErrorCode } from '../../../../contract/contactJobs';
import { email as emailSchema } from '../../../../contract/common';
import type { Db } from '../../db/connection';
import type { Conn } from '../contacts/contacts.repository';
import type { PropertyDef } from '../contacts/contacts.filters';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import { applyMapping, parseCsv } from './contactJobs.csv';
import { failOnBadInput } from './contactJobs.failure';
import * as repo from './contactJobs.repository';
import { emitWorkflowEvents } from '../workflows/workflows.events';
import { propertyChanges } from '../contacts/contacts.events';

/**
 * The import engine: rows → validated contacts → duplicates matched by email, then by phone
 * (last 9 digits) → one multi-row INSERT and one UPDATE per batch. Used synchronously by
 * /bulkImportContacts and batch by batch by the import job.
 */
export type ImportRecord = { row: number; values: Record<string, unknown> };
export type DuplicateMode = 'update' | 'skip';
export type BatchResult = { created: number; updated: number; skipped: number; failed: number; errors: RowError[] };

/** Tuning for tests and benchmarks: batch size, and a pause after each committed batch. */
export const importTuning = { batchSize: 5000, afterBatch: async (): Promise<void> => {} };

const TEXT_FIELDS = ['name', 'surname', 'organization', 'jobTitle', 'source', 'city', 'country'] as const;
const IMPORTED_FIELDS = [...TEXT_FIELDS, 'email', 'phone'] as const;
const PHONE = /^\+?[0-9 ()./-]{6,25}$/;
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-9) || null;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value.trim() : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** One row to a contact, or the reasons it cannot be one: an English message and a code with its value for the app to translate. */
export function normalizeRecord(
  record: ImportRecord,
  defs: Map<string, PropertyDef>,
  /** How a CSV writes numbers and dates; JSON (API) values are taken as they are. */
  valueLocale?: ValueLocale,
): { contact: repo.NewContact; warnings: RowError[] } | { errors: RowError[] } {
  const v = record.values ?? {};
  const errors: RowError[] = [];
  const fail = (field: string | undefined, code: RowErrorCode, message: string, value?: string, params?: RowError['params']) =>
    errors.push({ row: record.row, ...(field ? { field } : {}), message, code, ...(value !== undefined ? { value } : {}), ...(params ? { params } : {}) });
  const out: repo.NewContact = { name: '', surname: '', email: null, phone: null, organization: null, jobTitle: null, source: null, city: null, country: null, custom: {} };
  for (const field of TEXT_FIELDS) {
    const value = text(v[field]);
    if (value.length > 200) fail(field, 'too_long', `${field} has more than 200 characters`, value.slice(0, 100), { max: 200 });
    else if (field === 'name' || field === 'surname') out[field] = value;
    else out[field] = value || null;
  }
  const full = text(v.fullName);
  if (full && !out.name && !out.surname) {
    const [first, ...rest] = full.split(/\s+/);
    out.name = first;
    out.surname = rest.join(' ');
  }
  const email = text(v.email);
  if (email) {
    const parsed = emailSchema.safeParse(email);
    if (parsed.success) out.email = parsed.data;
    else fail('email', 'invalid_email', `Invalid email address "${email.slice(0, 100)}"`, email.slice(0, 100));
  }
  const phone = text(v.phone);
  if (phone) {
    const digits = phone.replace(/\D/g, '').length;
    if (PHONE.test(phone) && digits >= 6 && digits <= 15) out.phone = phone;
    else fail('phone', 'invalid_phone', `Invalid phone number "${phone.slice(0, 40)}"`, phone.slice(0, 40));
  }
  // A property value that cannot be read is reported on its field; the rest of the row is kept.
  const warnings: RowError[] = [];
  const custom = v.customProperties;
  if (custom && typeof custom === 'object' && !Array.isArray(custom)) {
    for (const [name, raw] of Object.entries(custom as Record<string, unknown>)) {
      const def = defs.get(name.toLowerCase());
      if (!def) {
        warnings.push({ row: record.row, field: name, message: `Unknown custom property "${name}"`, code: 'unknown_property', value: name.slice(0, 100) });
        continue;
      }
      const checked = checkPropertyValueCoded(def, valueLocale ? readInLocale(def, raw, valueLocale) : raw);
      if (!checked.ok) {
        const value = typeof raw === 'string' ? raw.trim().slice(0, 100) : checked.value;
        warnings.push({ row: record.row, field: def.propertyName, message: checked.message, code: checked.code, value, ...(checked.params ? { params: checked.params } : {}) });
      } else if (checked.value !== null) out.custom[def.propertyName] = checked.value;
    }
  }
  if (!errors.length && !out.name && !out.email && !out.phone) fail(undefined, 'no_identity', 'The row has no name, email or phone');
  return errors.length ? { errors: [...errors, ...warnings] } : { contact: out, warnings };
}

/** Numbers and dates as the file writes them (2.000, 31/12/2026 in es) to the stored form. */
function readInLocale(def: PropertyDef, raw: unknown, locale: ValueLocale): unknown {
  if (typeof raw !== 'string' || !raw.trim()) return raw;
  if (def.type === 'number') return parseLocaleNumber(raw, locale) ?? raw;
  if (def.type === 'date') return parseLocaleDate(raw, locale) ?? raw;
  return raw;
}

/** Imports one batch in the caller's transaction. */
export async function importBatch(
  db: Conn,
  companyId: string,
  records: ImportRecord[],
  defs: PropertyDef[],
  mode: DuplicateMode,
  defaultSource: string = IMPORT_SOURCE.es,
  valueLocale?: ValueLocale,
): Promise<BatchResult> {
  const byName = new Map(defs.map((d) => [d.propertyName.toLowerCase(), d]));
  const result: BatchResult = { created: 0, updated: 0, skipped: 0, failed: 0, errors: [] };
  const valid: repo.NewContact[] = [];
  for (const record of records) {
    const normalized = normalizeRecord(record, byName, valueLocale);
    if ('errors' in normalized) {
      result.failed += 1;
      result.errors.push(...normalized.errors);
    } else {
      valid.push(normalized.contact);
      result.errors.push(...normalized.warnings);
    }
  }
  const emails = [...new Set(valid.map((c) => c.email).filter((e): e is string => !!e))];
  const phones = [...new Set(valid.map((c) => (c.phone ? phoneKey(c.phone) : null)).filter((p): p is string => !!p))];
  const existing = await repo.findDuplicates(db, companyId, emails, phones);
  // Keys → target: an existing contact id, or the index of a new contact earlier in this batch.
  type Target = { id: string } | { index: number };
  const byEmail = new Map<string, Target>();
  const byPhone = new Map<string, Target>();
  for (const e of existing) {
    if (e.emailKey && !byEmail.has(e.emailKey)) byEmail.set(e.emailKey, { id: e.id });
    if (e.phoneKey && !byPhone.has(e.phoneKey)) byPhone.set(e.phoneKey, { id: e.id });
  }
  const inserts: repo.NewContact[] = [];
  const updates = new Map<string, repo.NewContact & { id: string }>();
  const merge = (into: repo.NewContact, from: repo.NewContact) => {
    for (const k of ['name', 'surname'] as const) if (from[k]) into[k] = from[k];
    for (const k of ['email', 'phone', 'organization', 'jobTitle', 'city', 'country'] as const) if (from[k]) into[k] = from[k];
    if (!into.source) into.source = from.source;
    into.custom = { ...into.custom, ...from.custom };
  };
  for (const contact of valid) {
    const pk = contact.phone ? phoneKey(contact.phone) : null;
    const target = (contact.email ? byEmail.get(contact.email) : undefined) ?? (pk ? byPhone.get(pk) : undefined);
    if (target && mode === 'skip') {
      result.skipped += 1;
      continue;
    }
    if (target && 'index' in target) {
      merge(inserts[target.index], contact);
      result.updated += 1;
    } else if (target) {
      const pending = updates.get(target.id);
      if (pending) merge(pending, contact);
      else updates.set(target.id, { ...contact, id: target.id });
      result.updated += 1;
    } else {
      inserts.push({ ...contact, source: contact.source ?? defaultSource });
      result.created += 1;
      const t = { index: inserts.length - 1 };
      if (contact.email) byEmail.set(contact.email, t);
      if (pk) byPhone.set(pk, t);
    }
  }
  const created = await repo.insertMany(db, companyId, inserts);
  const updated = await repo.updateMany(db, companyId, [...updates.values()]);
  // One call for the whole batch, in its transaction: the contacts made, and each value an update really changed.
  await emitWorkflowEvents(db, [
    ...created.map((contactId) => ({ type: 'contact_created' as const, companyId, contactId })),
    ...updated.flatMap(({ before, after }) => propertyChanges(before, after, IMPORTED_FIELDS, Object.keys(updates.get(after.id)?.custom ?? {}))),
  ]);
  return result;
}

/**
 * The origin written on contacts an import creates without one: people read and filter by it in
 * the list, so it is words in the importer's language, not a code.
 */
export const IMPORT_SOURCE = { es: 'Importación', en: 'Import' } as const;
export const importSourceFor = (language: string) => (language === 'en' ? IMPORT_SOURCE.en : IMPORT_SOURCE.es);

/** /bulkImportContacts: one transaction, all or nothing. */
export async function importNow(db: Db, companyId: string, contacts: unknown[], mode: DuplicateMode, language = 'es'): Promise<BatchResult> {
  const defs = await loadPropertyDefs(db, companyId);
  const records = contacts.map((values, i) => ({ row: i + 1, values: (values && typeof values === 'object' ? values : {}) as Record<string, unknown> }));
  return db.transaction().execute((trx) => importBatch(trx, companyId, records, defs, mode, importSourceFor(language)));
}

/** The rows of a job's input, numbered as the user sees them (CSV: spreadsheet row; JSON: 1-based). */
export function recordsOf(input: Buffer, options: { format?: string; mapping?: (string | null)[] }): ImportRecord[] {
  if (options.format === 'csv') {
    const { rows } = parseCsv(input);
    const mapping = options.mapping ?? [];
    const records: ImportRecord[] = [];
    rows.forEach((row, i) => {
      // Rows with nothing in them (Excel's trailing ;;;;) are not rows.
      if (row.every((cell) => cell.trim() === '')) return;
      records.push({ row: i + 2, values: applyMapping(row, mapping) });
    });
    return records;
  }
  const contacts = JSON.parse(input.toString('utf8')) as unknown[];
  return contacts.map((values, i) => ({ row: i + 1, values: (values && typeof values === 'object' ? values : {}) as Record<string, unknown> }));
}

export class Interrupted extends Error {
  constructor() {
    super('Interrupted by a shutdown; resumes on restart');
  }
}

/**
 * Runs (or resumes) an import job. Each batch commits its rows together with `rows_done` and the
 * counts, under a lock on the job row, so a restart or a second worker continues exactly after
 * the last committed row.
 */
export async function runImportJob(db: Db, jobId: string, signal?: AbortSignal): Promise<void> {
  await failOnBadInput(db, jobId, () => importJob(db, jobId, signal));
}

async function importJob(db: Db, jobId: string, signal?: AbortSignal): Promise<void> {
  const job = await repo.findJob(db, jobId);
  if (!job || job.state === 'completed' || job.state === 'failed') return;
  const input = await repo.jobInput(db, jobId);
  const records = recordsOf(input ?? Buffer.from('[]'), job.options as { format?: string; mapping?: (string | null)[] });
  await repo.markStarted(db, jobId, records.length);
  const defs = await loadPropertyDefs(db, job.companyId);
  const mode = ((job.options as { duplicates?: DuplicateMode }).duplicates ?? 'update') as DuplicateMode;
  const importer = await db.selectFrom('users').select('language').where('id', '=', job.userId).executeTakeFirst();
  const source = importSourceFor(importer?.language ?? 'es');
  const options = job.options as { format?: string; valueLocale?: ValueLocale };
  // CSV jobs queued before the locale was chosen read numbers the Spanish way, as the preview guessed most.
  const valueLocale = options.format === 'csv' ? (options.valueLocale ?? 'es') : undefined;
  let done = job.rowsDone;
  while (done < records.length) {
    if (signal?.aborted) throw new Interrupted();
    done = await db.transaction().execute(async (trx) => {
      const current = await repo.findJob(trx, jobId, true);
      if (!current) return records.length;
      // Another worker got further meanwhile: continue from there, never redo its rows.
      if (current.rowsDone !== done) return current.rowsDone;
      const batch = records.slice(done, done + importTuning.batchSize);
      await repo.deferSearchIndexWork(trx);
      const result = await importBatch(trx, job.companyId, batch, defs, mode, source, valueLocale);
      await repo.recordBatch(trx, jobId, { rowsDone: done + batch.length, ...result });
      return done + batch.length;
    });
    // Best effort: entries left pending are still found by searches and merged by autovacuum.
    await repo.cleanPendingIndexEntries(db).catch(() => {});
    await importTuning.afterBatch();
  }
  await repo.setState(db, jobId, 'completed');
}
