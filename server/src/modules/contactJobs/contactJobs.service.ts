import { guessValueLocale, VALUE_LOCALES, type ValueLocale } from '../../../../contract/valueLocale';
import { findNul, nulRefusal } from '../../http/textGuard';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_IMPORT_FILE_BYTES, columnMapping, type CsvPreview, type ExportStatus, type ImportStatus } from '../../../../contract/contactJobs';
import { roleAllows } from '../../../../contract/roles';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../http/authenticate';
import { AppError, badRequest, forbidden, invalidField, notFound } from '../../http/errors';
import { contactWhere, type ContactScope } from '../contacts/contacts.filters';
import { requireList } from '../contacts/contacts.service';
import { findMemberRole } from '../companies/members.repository';
import { listProperties } from '../customProperties/customProperties.repository';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import { assertLooksLikeCsv, guessMapping, parseCsv } from './contactJobs.csv';
import * as repo from './contactJobs.repository';
import { sendBlob } from '../../blobs/sendBlob';
import type { BlobStore } from '../../blobs';
import { buildExport, exportBlobKey, type ExportOptions } from './contactExport.service';

export const IMPORT_QUEUE = 'contacts-import';
export const EXPORT_QUEUE = 'contacts-export';
/** A crashed worker's job is taken over after this long (pg-boss expiry), then resumes. */
const JOB_EXPIRY_SECONDS = 15 * 60;

function requireJobs(deps: AppDeps) {
  if (!deps.jobs) throw new AppError(503, 'jobs_unavailable', 'Background jobs are not running on this server');
  return deps.jobs;
}

async function enqueue(deps: AppDeps, queue: string, jobId: string) {
  await requireJobs(deps).send(queue, { jobId }, { expireInSeconds: JOB_EXPIRY_SECONDS, retryLimit: 5 });
}

export async function queueJsonImport(deps: AppDeps, companyId: string, user: AuthUser, contacts: unknown[], duplicates: 'update' | 'skip') {
  requireJobs(deps);
  const jobId = await repo.insertJob(deps.db, {
    companyId, userId: user.id, kind: 'import', fileName: null, options: { format: 'json', duplicates }, total: contacts.length,
    input: Buffer.from(JSON.stringify(contacts), 'utf8'),
  });
  await enqueue(deps, IMPORT_QUEUE, jobId);
  return { jobId };
}

type Upload = { buffer: Buffer; fileName: string; fields: Record<string, string> };

/**
 * Reads the single `file` part (and text fields) of a multipart upload. Too large or not a CSV is
 * refused before any parsing: by Content-Length when the client sends it, else while streaming.
 */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  const declared = Number(req.headers['content-length']);
  const maxMb = MAX_IMPORT_FILE_BYTES / 1024 / 1024;
  const tooLarge = () => new AppError(413, 'file_too_large', `The file is larger than ${maxMb} MB. Split it into smaller files.`);
  if (Number.isFinite(declared) && declared > MAX_IMPORT_FILE_BYTES + 64 * 1024) throw tooLarge();
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file"', undefined, 'file_required');
  const fields: Record<string, string> = {};
  let upload: { buffer: Buffer; fileName: string } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'file') {
          await file.toBuffer();
          continue;
        }
        upload = { buffer: await file.toBuffer(), fileName: file.filename || 'contacts.csv' };
      } else {
        fields[part.fieldname] = String((part as { value: unknown }).value ?? '');
      }
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (e instanceof AppError) throw e;
    throw badRequest(`The upload could not be read: ${(e as Error).message}`, undefined, 'invalid_upload');
  }
  const nulField = findNul(fields, 'body');
  if (nulField) throw nulRefusal(nulField);
  if (!upload) throw badRequest('Send the file as multipart/form-data in a field named "file"', undefined, 'file_required');
  assertLooksLikeCsv(upload.buffer, upload.fileName);
  return { ...upload, fields };
}

export async function previewUpload(db: Db, companyId: string, upload: Upload): Promise<CsvPreview> {
  const parsed = parseCsv(upload.buffer);
  const props = await listProperties(db, companyId);
  const defs = await loadPropertyDefs(db, companyId);
  const labels = Object.fromEntries(props.map((p) => [p.propertyName, p.label]));
  const rows = parsed.rows.filter((r) => r.some((c) => c.trim() !== ''));
  const company = await db.selectFrom('companies').select('country').where('id', '=', companyId).executeTakeFirst();
  const valueLocale = guessValueLocale(rows.slice(0, 500).flat(), parsed.delimiter, company?.country ?? null);
  return {
    valueLocale,
    fileName: upload.fileName,
    encoding: parsed.encoding,
    delimiter: parsed.delimiter,
    headers: parsed.headers,
    mapping: guessMapping(parsed.headers, defs, labels),
    rows: rows.slice(0, 10),
    totalRows: rows.length,
  };
}

export async function queueCsvImport(deps: AppDeps, companyId: string, user: AuthUser, upload: Upload) {
  requireJobs(deps);
  const preview = await previewUpload(deps.db, companyId, upload);
  let mapping = preview.mapping;
  if (upload.fields.mapping) {
    let raw: unknown;
    try {
      raw = JSON.parse(upload.fields.mapping);
    } catch {
      throw invalidField('body.mapping', 'mapping must be a JSON array with one target per column');
    }
    const parsed = columnMapping.safeParse(raw);
    if (!parsed.success) throw invalidField('body.mapping', parsed.error.issues[0]?.message ?? 'Invalid mapping');
    mapping = parsed.data;
    const defs = await loadPropertyDefs(deps.db, companyId);
    const unknown = mapping.find((t) => t?.startsWith('custom:') && !defs.some((d) => d.propertyName.toLowerCase() === t.slice(7).toLowerCase()));
    if (unknown) throw invalidField('body.mapping', `Unknown custom property "${unknown.slice(7)}"`);
  }
  if (!mapping.some((t) => ['name', 'fullName', 'email', 'phone'].includes(t ?? ''))) {
    throw invalidField('body.mapping', 'Map at least one column to name, full name, email or phone');
  }
  const duplicates = upload.fields.duplicates === 'skip' ? 'skip' : 'update';
  const asked = upload.fields.valueLocale;
  if (asked !== undefined && !(VALUE_LOCALES as readonly string[]).includes(asked)) throw invalidField('body.valueLocale', 'valueLocale must be es or en');
  const valueLocale = (asked as ValueLocale | undefined) ?? preview.valueLocale;
  const jobId = await repo.insertJob(deps.db, {
    companyId, userId: user.id, kind: 'import', fileName: upload.fileName,
    options: { format: 'csv', mapping, duplicates, valueLocale }, total: preview.totalRows, input: upload.buffer,
  });
  await enqueue(deps, IMPORT_QUEUE, jobId);
  return { jobId, preview: { ...preview, mapping, valueLocale } };
}

/** A job is visible to members of its company whose role may import (or export). */
async function requireJob(db: Db, jobId: string, user: AuthUser, kind: 'import' | 'export') {
  const job = await repo.findJob(db, jobId);
  const role = job ? await findMemberRole(db, job.companyId, user.id) : null;
  if (!job || job.kind !== kind || !role) throw notFound('Job');
  if (!roleAllows(role, kind === 'import' ? 'contacts:import' : 'contacts:export')) throw forbidden();
  return job;
}

export async function importStatus(db: Db, jobId: string, user: AuthUser): Promise<ImportStatus> {
  const job = await requireJob(db, jobId, user, 'import');
  return {
    jobId: job.id,
    state: job.state,
    fileName: job.fileName,
    total: job.total,
    processed: job.rowsDone,
    created: job.created,
    updated: job.updated,
    skipped: job.skipped,
    failed: job.failed,
    errors: job.errors,
    errorsTruncated: job.failed > 0 && job.errors.length >= repo.MAX_STORED_ERRORS,
    error: job.error,
    errorCode: job.errorCode,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export type ExportRequest = {
  companyId: string; searchTerm?: string | null; filters?: ContactScope['filters']; filterByCollaborators?: string[] | null;
  contactIds?: string[] | null; contactListId?: string | null; language: 'es' | 'en'; delimiter: ',' | ';';
};

async function exportScope(db: Db, body: ExportRequest): Promise<ContactScope> {
  if (body.contactListId) await requireList(db, body.companyId, body.contactListId);
  const scope: ContactScope = {
    companyId: body.companyId, searchTerm: body.searchTerm, filters: body.filters, collaborators: body.filterByCollaborators,
    ...(body.contactListId ? { contactListId: body.contactListId } : {}),
    ...(body.contactIds?.length ? { contactIds: body.contactIds } : {}),
  };
  // Fail now on a bad filter rather than inside the job.
  contactWhere(scope, await loadPropertyDefs(db, body.companyId));
  return scope;
}

/** Named in the export's language, like its column headers. */
const EXPORT_FILE_PREFIX = { es: 'contactos', en: 'contacts' } as const;
const exportFileName = (language: ExportOptions['language'] = 'es', date = new Date()) => `${EXPORT_FILE_PREFIX[language]}-${date.toISOString().slice(0, 10)}.csv`;

export async function queueExport(deps: AppDeps, user: AuthUser, body: ExportRequest) {
  requireJobs(deps);
  const scope = await exportScope(deps.db, body);
  const jobId = await repo.insertJob(deps.db, {
    companyId: body.companyId, userId: user.id, kind: 'export', fileName: exportFileName(body.language),
    options: { scope, language: body.language, delimiter: body.delimiter }, total: null, input: null,
  });
  await enqueue(deps, EXPORT_QUEUE, jobId);
  return { jobId };
}

export async function exportStatus(db: Db, jobId: string, user: AuthUser): Promise<ExportStatus> {
  const job = await requireJob(db, jobId, user, 'export');
  return {
    jobId: job.id,
    state: job.state,
    total: job.total,
    processed: job.rowsDone,
    fileName: job.fileName,
    downloadUrl: job.state === 'completed' ? `/exportContacts/download/${job.id}` : null,
    error: job.error,
    errorCode: job.errorCode,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

function sendCsv(reply: FastifyReply, fileName: string, csv: Buffer) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

export async function downloadExport(db: Db, blobs: BlobStore, jobId: string, user: AuthUser, req: FastifyRequest, reply: FastifyReply) {
  const job = await requireJob(db, jobId, user, 'export');
  if (job.state !== 'completed') throw new AppError(409, 'not_ready', 'The export is not finished yet');
  const legacy = await repo.legacyJobResult(db, jobId);
  if (legacy) return sendCsv(reply, job.fileName ?? exportFileName(), legacy);
  return sendBlob(req, reply, blobs, exportBlobKey(job.companyId, job.id), { fileName: job.fileName ?? exportFileName(), what: 'Export file' });
}

export async function exportNow(db: Db, body: ExportRequest, reply: FastifyReply) {
  const scope = await exportScope(db, body);
  const options: ExportOptions = { language: body.language, delimiter: body.delimiter };
  const { csv } = await buildExport(db, scope, options);
  return sendCsv(reply, exportFileName(options.language), csv);
}
