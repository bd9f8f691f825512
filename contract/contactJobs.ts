import { z } from 'zod';
import { defineCall } from './define';
import { VALUE_LOCALES } from './valueLocale';
import { id } from './common';
import { CONTACT_TEXT_FIELDS, contactQueryFields, duplicateMode } from './contacts';

/**
 * Import and export of contacts as queued jobs (SPEC §4: a jobId is returned, then the status is
 * polled). Imports match duplicates by email, then by phone (last 9 digits), and update or skip
 * them. A job interrupted by a restart resumes where it stopped: no row is lost or doubled.
 */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
export const IMPORT_FILE_TYPES = ['.csv', '.txt', '.tsv'];

/** Where a CSV column goes: a standard field, `fullName` (split into name + surname), `custom:<propertyName>`, or null (ignored). */
export const IMPORT_TARGETS = [...CONTACT_TEXT_FIELDS, 'fullName'] as const;
export const importTarget = z
  .string()
  .refine((t) => (IMPORT_TARGETS as readonly string[]).includes(t) || /^custom:.{1,60}$/.test(t), { message: 'Unknown target field' })
  .nullable();
/** One entry per CSV column, aligned with the headers the preview returns. */
export const columnMapping = z.array(importTarget).max(500);

/**
 * Why a row failed: `message` in English for API clients; `code` (with `value` and `params`) for
 * the app to say it in the user's language. A client meeting a code it does not know shows
 * `message`, so `code` stays a plain string and jobs stored before codes existed have none.
 */
export const ROW_ERROR_CODES = [
  'too_long', 'invalid_email', 'invalid_phone', 'unknown_property', 'no_identity',
  'not_text', 'not_a_number', 'not_a_date', 'not_a_boolean', 'not_an_option', 'invalid_url',
] as const;
export type RowErrorCode = (typeof ROW_ERROR_CODES)[number];
export const rowError = z.object({
  row: z.number(),
  field: z.string().optional(),
  message: z.string(),
  code: z.string().optional(),
  /** The offending value, shortened. */
  value: z.string().optional(),
  /** What else the code's text needs, e.g. `{ max: 200 }` or `{ options: 'A, B' }`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type RowError = z.infer<typeof rowError>;
export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;

export const importStatus = z.object({
  jobId: z.string(),
  state: z.enum(JOB_STATES),
  fileName: z.string().nullable(),
  /** Rows to process (known once the file is read). */
  total: z.number().nullable(),
  processed: z.number(),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  failed: z.number(),
  /** Failed rows and why (the first 1000); `row` is the spreadsheet row number (header = 1). */
  errors: z.array(rowError),
  errorsTruncated: z.boolean(),
  /** Why the whole job failed, when it did: English text, and a code (`server_error`, `invalid_csv`, …) for the app to translate. */
  error: z.string().nullable(),
  errorCode: z.string().nullable().optional(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatus>;

export const exportStatus = z.object({
  jobId: z.string(),
  state: z.enum(JOB_STATES),
  /** Contacts in scope, counted when the job starts. */
  total: z.number().nullable(),
  processed: z.number(),
  fileName: z.string().nullable(),
  /** Path under /api to GET the CSV (with the token) once completed. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  errorCode: z.string().nullable().optional(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatus>;

export const csvPreview = z.object({
  fileName: z.string(),
  encoding: z.enum(['utf-8', 'windows-1252', 'utf-16le']),
  delimiter: z.string(),
  headers: z.array(z.string()),
  /** The guessed target of each column (same order as headers). */
  mapping: columnMapping,
  /** First rows, as text, for the user to check the mapping. */
  rows: z.array(z.array(z.string())),
  totalRows: z.number(),
  /** How numbers and dates are read (guessed from the values, the delimiter and the company's country; changeable). */
  valueLocale: z.enum(VALUE_LOCALES),
});
export type CsvPreview = z.infer<typeof csvPreview>;

/** Export scope: selected ids, a list, or the current search/filters (all contacts when empty). */
export const exportBody = contactQueryFields.extend({
  companyId: id,
  contactIds: z.array(id).max(100_000).nullable().optional(),
  contactListId: id.nullable().optional(),
  /** Header language and delimiter: Spanish Excel opens `;` files best. */
  language: z.enum(['es', 'en']).default('es'),
  delimiter: z.enum([',', ';']).default(','),
});

const jobParams = z.object({ jobId: id });
const companyQuery = z.object({ companyId: id });
/** Multipart fields next to the `file` part. */
const csvFields = z.object({ mapping: z.string().optional(), duplicates: duplicateMode.optional(), valueLocale: z.enum(VALUE_LOCALES).optional() });

export const contactJobCalls = {
  queueImportContacts: defineCall({
    method: 'POST', path: '/importContacts/queue', summary: 'Queues an import of contacts given as JSON; returns jobId',
    body: z.object({ companyId: id, contacts: z.array(z.unknown()).min(1, 'No contacts to import').max(200_000), duplicates: duplicateMode.default('update') }),
    company: { in: 'body', key: 'companyId' }, permission: 'contacts:import', response: z.object({ jobId: z.string() }),
  }),
  importContactsStatus: defineCall({
    method: 'GET', path: '/importContacts/status/:jobId', summary: "An import's state, counts and failed rows",
    params: jobParams, permission: 'contacts:import', response: importStatus,
  }),
  previewContactsCSV: defineCall({
    method: 'POST', path: '/importContactsFromCSV/preview',
    summary: 'Reads a CSV (multipart `file`, ≤ 20 MB): encoding, delimiter, headers, guessed mapping and first rows. Stores nothing',
    query: companyQuery, multipart: true, company: { in: 'query', key: 'companyId' }, permission: 'contacts:import', response: csvPreview,
  }),
  importContactsFromCSV: defineCall({
    method: 'POST', path: '/importContactsFromCSV',
    summary: 'Queues an import of a CSV (multipart `file`, ≤ 20 MB; `mapping` JSON array, else guessed; `duplicates` update|skip); returns jobId',
    query: companyQuery, body: csvFields, multipart: true, company: { in: 'query', key: 'companyId' }, permission: 'contacts:import',
    response: z.object({ jobId: z.string(), preview: csvPreview }),
  }),
  queueExportContacts: defineCall({
    method: 'POST', path: '/exportContacts/queue', summary: 'Queues a CSV export; returns jobId',
    body: exportBody, company: { in: 'body', key: 'companyId' }, permission: 'contacts:export', response: z.object({ jobId: z.string() }),
  }),
  exportContactsStatus: defineCall({
    method: 'GET', path: '/exportContacts/status/:jobId', summary: "An export's state and, when done, where to download it",
    params: jobParams, permission: 'contacts:export', response: exportStatus,
  }),
  downloadExport: defineCall({
    method: 'GET', path: '/exportContacts/download/:jobId', summary: 'The CSV file of a completed export (text/csv attachment)',
    params: jobParams, permission: 'contacts:export',
  }),
  exportContacts: defineCall({
    method: 'POST', path: '/exportContacts', summary: 'Exports contacts straight away as a CSV download (text/csv attachment)',
    body: exportBody, company: { in: 'body', key: 'companyId' }, permission: 'contacts:export',
  }),
} as const;
