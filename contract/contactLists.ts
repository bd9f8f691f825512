import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, okResponse } from './common';
import { contactQueryFields } from './contacts';

export const contactListFields = z.object({
  name: z.string().trim().min(1, 'List name is required').max(120, 'List name must have at most 120 characters'),
  description: z.string().trim().max(1000, 'Description must have at most 1000 characters').nullable().optional(),
});

export const contactList = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  contactCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactList = z.infer<typeof contactList>;

const listParams = z.object({ companyId: id, contactListId: id });
const membersBody = z.object({ companyId: id, contactListId: id, contactIds: z.array(id).min(1, 'No contacts selected').max(10_000) });
/**
 * Bulk add/remove: by `contactIds` when given, else every contact matching the current search,
 * filters and collaborator filter (the app sends empty filters as null, SPEC §5).
 */
const bulkBody = contactQueryFields.extend({ companyId: id, contactListId: id, contactIds: z.array(id).max(100_000).nullable().optional() });
const byCompany = { in: 'body', key: 'companyId' } as const;
const affected = z.object({ affected: z.number() });

export const contactListCalls = {
  listContactLists: defineCall({
    method: 'GET', path: '/contact-lists/:companyId', summary: "The company's contact lists with their sizes, by name",
    params: z.object({ companyId: id }),
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(1000).default(100),
      search: z.string().trim().max(120).optional(),
    }),
    company: { in: 'params', key: 'companyId' }, permission: 'contactLists:read', response: listOf(contactList),
  }),
  getContactList: defineCall({
    method: 'GET', path: '/contact-list/:companyId/:contactListId', summary: 'One contact list',
    params: listParams, company: { in: 'params', key: 'companyId' }, permission: 'contactLists:read', response: contactList,
  }),
  createContactList: defineCall({
    method: 'POST', path: '/contact-list', summary: 'Creates a contact list (409 when the name is taken)',
    body: contactListFields.extend({ companyId: id }), company: byCompany, permission: 'contactLists:write', response: contactList,
  }),
  updateContactList: defineCall({
    method: 'PUT', path: '/contact-list/:companyId/:contactListId', summary: 'Renames or describes a contact list',
    params: listParams, body: contactListFields.partial(), company: { in: 'params', key: 'companyId' }, permission: 'contactLists:write', response: contactList,
  }),
  deleteContactList: defineCall({
    method: 'DELETE', path: '/contact-list/:companyId/:contactListId', summary: 'Deletes a list; its contacts stay',
    params: listParams, company: { in: 'params', key: 'companyId' }, permission: 'contactLists:delete', response: okResponse,
  }),
  addContactsToList: defineCall({
    method: 'POST', path: '/contact-lists/add-contact', summary: 'Adds contacts to a list (already there: unchanged)',
    body: membersBody, company: byCompany, permission: 'contactLists:write', response: affected,
  }),
  removeContactsFromList: defineCall({
    method: 'DELETE', path: '/contact-lists/remove-contact', summary: 'Removes contacts from a list',
    body: membersBody, company: byCompany, permission: 'contactLists:write', response: affected,
  }),
  addBulkContactsToList: defineCall({
    method: 'POST', path: '/contact-lists/add-bulk-contacts', summary: 'Adds contacts by ids or by the current filter to a list',
    body: bulkBody, company: byCompany, permission: 'contactLists:write', response: affected,
  }),
  removeBulkContactsFromList: defineCall({
    method: 'DELETE', path: '/contact-lists/remove-bulk-contacts', summary: 'Removes contacts by ids or by the current filter from a list',
    body: bulkBody, company: byCompany, permission: 'contactLists:write', response: affected,
  }),
} as const;
