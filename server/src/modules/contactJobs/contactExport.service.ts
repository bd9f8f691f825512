import { FILE_POLICIES } from '../../../../contract/files';
import type { BlobStore } from '../../blobs';
import { companyBlobKey } from '../../blobs/blobKeys';
import type { Db } from '../../db/connection';
import { contactWhere, type ContactScope } from '../contacts/contacts.filters';
import type { ExportCursor } from '../contacts/contacts.repository';
import { listProperties } from '../customProperties/customProperties.repository';
import { listPipelines } from '../pipelines/pipelines.repository';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import { csvLines } from './contactJobs.csv';
import { failOnBadInput } from './contactJobs.failure';
import * as repo from './contactJobs.repository';
import { findCompany } from '../companies/companies.repository';
import { spreadsheetPropertyValue, TIMESTAMP_PATTERN } from './contactExport.values';

export type ExportOptions = { language: 'es' | 'en'; delimiter: ',' | ';' };
/** A job's reports: the contacts in scope once counted, then the rows written after each batch. */
export type ExportProgress = { onTotal?: (total: number) => Promise<void>; onProgress?: (processed: number) => Promise<void> };

const HEADERS = {
  es: { name: 'Nombre', surname: 'Apellidos', email: 'Correo electrónico', phone: 'Teléfono', organization: 'Empresa', jobTitle: 'Cargo', source: 'Origen', city: 'Ciudad', country: 'País', collaborators: 'Colaboradores', lists: 'Listas', createdAt: 'Fecha de creación' },
  en: { name: 'First name', surname: 'Last name', email: 'Email', phone: 'Phone', organization: 'Company', jobTitle: 'Job title', source: 'Source', city: 'City', country: 'Country', collaborators: 'Collaborators', lists: 'Lists', createdAt: 'Created at' },
};
const STANDARD = ['name', 'surname', 'email', 'phone', 'organization', 'jobTitle', 'source', 'city', 'country'] as const;
const BATCH = 5000;

/**
 * Writes the CSV of every contact in scope, newest first, in keyset batches: standard fields,
 * one column per custom property and per pipeline (the stage name), collaborators and lists.
 * Numbers and dates are written as a spreadsheet in the file's language reads them, creation
 * times in the company's time zone.
 * UTF-8 with BOM so Excel opens accents right; formula-like cells are neutralised.
 */
export async function buildExport(
  db: Db,
  scope: ContactScope,
  options: ExportOptions,
  progress: ExportProgress = {},
): Promise<{ csv: Buffer; rows: number }> {
  const { onTotal, onProgress = async () => {} } = progress;
  const defs = await loadPropertyDefs(db, scope.companyId);
  const where = contactWhere(scope, defs);
  // One count with the same filter, so a progress bar knows its end from the first batch.
  if (onTotal) await onTotal(await repo.countExport(db, where));
  const [props, pipelines, company] = await Promise.all([listProperties(db, scope.companyId), listPipelines(db, scope.companyId), findCompany(db, scope.companyId)]);
  const timestamps = { timeZone: company?.timezone ?? 'UTC', pattern: TIMESTAMP_PATTERN[options.language] };
  const h = HEADERS[options.language];
  const header = [...STANDARD.map((f) => h[f]), ...props.map((p) => p.label || p.propertyName), ...pipelines.map((p) => p.name), h.collaborators, h.lists, h.createdAt];
  const chunks: Buffer[] = [Buffer.from('\ufeff' + csvLines([header], options.delimiter), 'utf8')];
  let cursor: ExportCursor | null = null;
  let rows = 0;
  for (;;) {
    const batch = await repo.exportBatch(db, where, cursor, BATCH, timestamps);
    if (!batch.length) break;
    const lines = batch.map((c) => [
      ...STANDARD.map((f) => c[f] ?? ''),
      ...props.map((p) => spreadsheetPropertyValue(p.type, c.customProperties[p.propertyName] ?? '', options.language)),
      ...pipelines.map((p) => c.stages?.[p.id] ?? ''),
      c.collaboratorEmails ?? '',
      c.listNames ?? '',
      c.createdAt,
    ]);
    chunks.push(Buffer.from(csvLines(lines, options.delimiter), 'utf8'));
    rows += batch.length;
    const last = batch[batch.length - 1];
    cursor = { createdAt: last.cursor, id: last.id };
    await onProgress(rows);
    if (batch.length < BATCH) break;
  }
  return { csv: Buffer.concat(chunks), rows };
}

/** Where a queued export's file is kept: the company's `export` folder, under the job's id. */
export const exportBlobKey = (companyId: string, jobId: string) => companyBlobKey(companyId, 'export', jobId);

/** The file is stored before the job says "completed", so a finished job always has its file. */
export async function runExportJob(db: Db, blobs: BlobStore, jobId: string): Promise<void> {
  await failOnBadInput(db, jobId, async () => {
    const job = await repo.findJob(db, jobId);
    if (!job || job.state === 'completed' || job.state === 'failed') return;
    const { scope, language, delimiter } = job.options as { scope: ContactScope; language: 'es' | 'en'; delimiter: ',' | ';' };
    const { csv, rows } = await buildExport(db, { ...scope, companyId: job.companyId }, { language, delimiter }, {
      onTotal: (total) => repo.markStarted(db, jobId, total),
      onProgress: (n) => repo.exportProgress(db, jobId, n),
    });
    await blobs.put(exportBlobKey(job.companyId, jobId), csv, {
      contentType: 'text/csv; charset=utf-8', maxBytes: FILE_POLICIES.export.maxBytes, ...(job.fileName ? { fileName: job.fileName } : {}),
    });
    await repo.finishExport(db, jobId, rows);
  });
}
