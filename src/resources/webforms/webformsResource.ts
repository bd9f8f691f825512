import { lazy } from 'react';
import { SUBMISSION_SORT_FIELDS, SUBMISSION_STATUSES, webformCalls, type SubmissionFilters } from '../../../contract/webforms';
import { date, datetime, defineResource, multiline, reference, select, text } from '../../dataProvider/defineResource';
import type { ListRequest } from '../../dataProvider/defineResource';
import { WebFormExportButton } from './WebFormExportButton';
import { SubmissionContactCell } from './SubmissionContactCell';

const FILTER_KEYS = ['formId', 'status', 'source', 'from', 'to'] as const;
const dateOnly = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 10) : undefined);

/** react-admin's list request as webForms' body (filters, searchTerm) and query (paging, sort). */
export function submissionsRequest(r: ListRequest) {
  const filters: SubmissionFilters = {};
  for (const key of FILTER_KEYS) {
    const value = key === 'from' || key === 'to' ? dateOnly(r.filter[key]) : r.filter[key];
    if (typeof value === 'string' && value.trim()) filters[key] = value.trim() as never;
  }
  const sortField = (SUBMISSION_SORT_FIELDS as readonly string[]).includes(r.sortField ?? '') ? r.sortField : 'createdAt';
  return {
    query: { page: r.page, limit: r.perPage, sortField, sortOrder: (r.sortOrder ?? 'DESC').toLowerCase() },
    body: { filters, searchTerm: typeof r.filter.q === 'string' ? r.filter.q.trim() || null : null },
  };
}

/**
 * The company's forms that have received submissions (getFormsData answers them all at once):
 * only the choices of the submissions' form filter, named by their landing or site.
 */
export const webformFormsResource = defineResource({
  name: 'webformForms',
  recordRepresentation: (r) => `${r.landingName ?? r.site ?? ''} · ${r.name}`,
  endpoints: {
    list: { call: webformCalls.getFormsData, args: () => ({}) },
    get: { call: webformCalls.getOneFormData, args: ({ id }) => ({ params: { formId: id } }) },
  },
  list: { paged: false },
});

/**
 * Web form submissions (SPEC's `webforms` screen): the server-paged list with search, filters
 * (form, status, source, date range), sort and CSV export is derived; a submission's page shows
 * what was sent with its consent and sources, and edits its status and notes (all the API lets change).
 */
export const webformsResource = defineResource({
  name: 'webforms',
  path: 'webforms',
  recordRepresentation: (r) => String(r.contactName || r.email || r.phone || r.formName || ''),
  endpoints: {
    list: { call: webformCalls.webForms, args: submissionsRequest },
    get: { call: webformCalls.getWebForm, args: ({ id }) => ({ params: { submissionId: id } }) },
    update: { call: webformCalls.updateWebForm, args: ({ id, data }) => ({ params: { submissionId: id }, body: { status: data.status || undefined, notes: data.notes ?? undefined } }) },
  },
  fields: {
    createdAt: datetime({ readOnly: true, list: { sortable: true } }),
    contactName: text({ readOnly: true, cell: SubmissionContactCell }),
    email: text({ readOnly: true, list: { sortable: true } }),
    formName: text({ readOnly: true, list: { sortable: true } }),
    landingName: text({ readOnly: true }),
    source: text({ list: { sortable: true } }),
    status: select(SUBMISSION_STATUSES, { list: { sortable: true } }),
    notes: multiline({ list: false }),
    formId: reference('webformForms', { list: false }),
    from: date({ list: false }),
    to: date({ list: false }),
  },
  list: {
    sort: { field: 'createdAt', order: 'DESC' },
    search: true,
    filters: ['formId', 'status', 'source', 'from', 'to'],
    rowClick: 'show',
    actions: WebFormExportButton,
    rowDelete: false,
    bulkDelete: false,
  },
  show: true,
  views: { edit: lazy(() => import('./WebFormEdit')), show: lazy(() => import('./WebFormShow')) },
});
