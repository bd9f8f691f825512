import { z } from 'zod';
import { defineCall } from './define';
import { email, id, listOf, okResponse, phone } from './common';

/**
 * Contact CRM: contacts, their filters, paging and sort (SPEC §3, §5, §7 "Contacts", §9).
 *
 * Listing rules every contact list call follows (contacts, contactsByFilter,
 * contactsByListAndFilter, contactsByPipeline, contactsByPipelineStage):
 * - paging: `page` (default 1) and `limit` (default 100, at most 1000) in the query;
 * - `sortField` (a standard field or a custom property name) + `sortOrder` (asc|desc) when given;
 * - otherwise newest first (createdAt desc) ONLY when there is no filter, no search text and no
 *   collaborator filter (SPEC §5); with any of those set the order is name, surname
 *   (case-insensitive), then _id ascending — stable across pages.
 * - filters are ANDed. Text fields match case-insensitively as a substring; dates take
 *   `start~end`, `start` alone or `1970-01-01~end` (whole days, both ends inclusive);
 *   number properties take `n` or `min~max`; choice and boolean properties match exactly;
 *   multiple-choice properties match contacts holding that option. `contactListId`,
 *   `pipelineId`, `pipelineStageId` and `collaboratorId` (or `unassigned`) scope by relation.
 */

/** Standard fields a contact has; filterable and sortable. */
export const CONTACT_TEXT_FIELDS = ['name', 'surname', 'email', 'phone', 'organization', 'jobTitle', 'source', 'city', 'country'] as const;
export const CONTACT_DATE_FIELDS = ['createdAt', 'updatedAt'] as const;
export const CONTACT_STANDARD_FIELDS = [...CONTACT_TEXT_FIELDS, ...CONTACT_DATE_FIELDS] as const;
export type ContactStandardField = (typeof CONTACT_STANDARD_FIELDS)[number];
/** Filter fields that scope by a relation rather than a column. */
export const CONTACT_RELATION_FILTERS = ['contactListId', 'pipelineId', 'pipelineStageId', 'collaboratorId'] as const;

const text = (label: string, max = 200) =>
  z.string().trim().max(max, `${label} must have at most ${max} characters`);
/** '' and null both clear an optional field. */
const clearable = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal(''), z.null()]).optional();

/** Values keyed by custom property name; each is checked against the property's type. */
export const customPropertyValues = z.record(z.string().min(1).max(100), z.unknown(), { message: 'customProperties must be an object of property name → value' });

export const contactFields = z.object({
  name: text('Name').optional(),
  surname: text('Surname').optional(),
  email: clearable(email),
  phone: clearable(phone),
  organization: clearable(text('Organization')),
  jobTitle: clearable(text('Job title')),
  source: clearable(text('Source', 100)),
  city: clearable(text('City', 100)),
  country: clearable(text('Country', 100)),
  customProperties: customPropertyValues.optional(),
});
export type ContactFields = z.infer<typeof contactFields>;

const hasIdentity = (c: ContactFields) => Boolean(c.name?.trim() || c.email || c.phone);
const identityMessage = 'A contact needs at least a name, an email or a phone';

export const contactFilter = z.object({
  filterField: z.string().trim().min(1, 'filterField is required').max(100),
  filterValue: z.union([z.string().max(500), z.number(), z.boolean()], { message: 'filterValue must be text, a number or a boolean' }),
});
export type ContactFilter = z.infer<typeof contactFilter>;

export const collaboratorFilter = z.union([id, z.literal('unassigned')]);

/** Search text, filters and collaborator filter; empty filters may be sent as null (SPEC §5). */
export const contactQueryFields = z.object({
  searchTerm: z.string().trim().max(200, 'Search text must have at most 200 characters').nullable().optional(),
  filters: z.array(contactFilter).max(50, 'At most 50 filters').nullable().optional(),
  filterByCollaborators: z.array(collaboratorFilter).max(100).nullable().optional(),
});
export type ContactQuery = z.infer<typeof contactQueryFields>;

export const sortOrder = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['asc', 'desc'], { message: 'sortOrder must be asc or desc' }));

export const contactListQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(1000, 'limit is at most 1000').default(100),
  sortField: z.string().trim().min(1).max(100).optional(),
  sortOrder: sortOrder.optional(),
  /** A dashboard figure's token (contract/analytics.ts): only the contacts counted in that figure. */
  segment: z.string().max(12_000).optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactCollaborator = z.object({ _id: z.string(), name: z.string(), surname: z.string(), email: z.string() });
export const contactStage = z.object({
  pipelineId: z.string(),
  pipelineName: z.string(),
  pipelineStageId: z.string(),
  stageName: z.string(),
  assignedAt: z.string(),
});

export const contact = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  organization: z.string().nullable(),
  jobTitle: z.string().nullable(),
  source: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  customProperties: z.record(z.string(), z.unknown()),
  collaborators: z.array(contactCollaborator),
  pipelineStages: z.array(contactStage),
  contactListIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contact>;
export const contactPage = listOf(contact);

const companyBody = z.object({ companyId: id });
const byCompany = { in: 'body', key: 'companyId' } as const;

export const importRow = contactFields;
export const duplicateMode = z.enum(['update', 'skip'], { message: 'duplicates must be update or skip' });

/** One contact (`contactId`) or many (`contactIds`), and the collaborators' user ids. */
const assignmentBody = z
  .object({
    companyId: id,
    contactId: id.optional(),
    contactIds: z.array(id).max(10_000).optional(),
    collaboratorIds: z.array(id).min(1, 'No collaborators selected').max(50),
  })
  .refine((b) => Boolean(b.contactId || b.contactIds?.length), { message: 'Give contactId or contactIds', path: ['contactIds'] });

export const contactCalls = {
  createContact: defineCall({
    method: 'POST', path: '/createContact', summary: 'Creates a contact (409 when the email is already used in the company)',
    body: contactFields.extend({
      companyId: id,
      collaboratorIds: z.array(id).max(50).optional(),
      pipelineStageIds: z.array(id).max(50).optional(),
      contactListIds: z.array(id).max(50).optional(),
    }).refine(hasIdentity, { message: identityMessage, path: ['name'] }),
    company: byCompany, permission: 'contacts:write', response: contact,
  }),
  bulkImportContacts: defineCall({
    method: 'POST', path: '/bulkImportContacts',
    summary: 'Imports up to 1000 contacts at once, synchronously (use /importContacts/queue for more); duplicates by email or phone',
    body: z.object({ companyId: id, contacts: z.array(z.unknown()).min(1, 'No contacts to import').max(1000, 'At most 1000 contacts; use /importContacts/queue'), duplicates: duplicateMode.default('update') }),
    company: byCompany, permission: 'contacts:import',
    response: z.object({ created: z.number(), updated: z.number(), skipped: z.number(), failed: z.number(), errors: z.array(z.object({ row: z.number(), field: z.string().optional(), message: z.string() })) }),
  }),
  listContacts: defineCall({
    method: 'POST', path: '/contacts', summary: "The company's contacts, newest first", query: contactListQuery,
    body: companyBody, company: byCompany, permission: 'contacts:read', response: contactPage,
  }),
  contactsByFilter: defineCall({
    method: 'POST', path: '/contactsByFilter', summary: 'Contacts matching search text, filters and collaborators',
    query: contactListQuery, body: contactQueryFields.extend({ companyId: id }), company: byCompany, permission: 'contacts:read', response: contactPage,
  }),
  contactsByListAndFilter: defineCall({
    method: 'POST', path: '/contactsByListAndFilter', summary: 'Contacts of one list matching search text, filters and collaborators',
    query: contactListQuery, body: contactQueryFields.extend({ companyId: id, contactListId: id }), company: byCompany, permission: 'contacts:read', response: contactPage,
  }),
  contactsByPipeline: defineCall({
    method: 'POST', path: '/contactsByPipeline', summary: 'Contacts that are in a stage of the pipeline',
    query: contactListQuery, body: contactQueryFields.extend({ companyId: id, pipelineId: id }), company: byCompany, permission: 'contacts:read', response: contactPage,
  }),
  contactsByPipelineStage: defineCall({
    method: 'POST', path: '/contactsByPipelineStage', summary: 'Contacts in one pipeline stage',
    query: contactListQuery, body: contactQueryFields.extend({ companyId: id, pipelineStageId: id }), company: byCompany, permission: 'contacts:read', response: contactPage,
  }),
  getContact: defineCall({
    method: 'GET', path: '/contact/:companyId/:contactId', summary: 'One contact',
    params: z.object({ companyId: id, contactId: id }), company: { in: 'params', key: 'companyId' }, permission: 'contacts:read', response: contact,
  }),
  updateContact: defineCall({
    method: 'PUT', path: '/contact/:id', summary: "Edits a contact's fields; customProperties given are merged (null removes one)",
    params: z.object({ id }), body: contactFields.extend({ companyId: id }), company: byCompany, permission: 'contacts:write', response: contact,
  }),
  deleteContact: defineCall({
    method: 'DELETE', path: '/contact/:id', summary: 'Deletes a contact with its comments, stages, list memberships and assignments',
    params: z.object({ id }), body: companyBody, company: byCompany, permission: 'contacts:delete', response: okResponse,
  }),
  bulkDeleteContacts: defineCall({
    method: 'POST', path: '/bulkDeleteContacts', summary: 'Deletes many contacts by id',
    body: z.object({ companyId: id, contactIds: z.array(id).min(1, 'No contacts selected').max(10_000) }),
    company: byCompany, permission: 'contacts:delete', response: z.object({ deleted: z.number() }),
  }),
  assignCollaboratorsToContact: defineCall({
    method: 'POST', path: '/assignCollaboratorsToContact', summary: 'Assigns collaborators (company members) to contacts',
    body: assignmentBody, company: byCompany, permission: 'contacts:write', response: z.object({ assigned: z.number() }),
  }),
  unassignCollaboratorsToContact: defineCall({
    method: 'POST', path: '/unassignCollaboratorsToContact', summary: 'Releases collaborators from contacts',
    body: assignmentBody, company: byCompany, permission: 'contacts:write', response: z.object({ unassigned: z.number() }),
  }),
} as const;
