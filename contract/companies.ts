import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, optionalWebUrl, pageQuery, phone } from './common';
import { countryCode, currencyCode, timeZone } from './regions';
import { ROLES } from './roles';

export const companyFields = z.object({
  name: z.string().trim().min(1, 'Company name is required').max(200),
  website: optionalWebUrl.optional().nullable(),
  phone: z.union([phone, z.literal('')]).optional().nullable(),
  industry: z.string().trim().max(100).optional().nullable(),
  country: countryCode.optional().nullable(),
  currency: currencyCode.optional(),
  timezone: timeZone.optional(),
});

export const company = companyFields.extend({
  _id: id,
  website: z.string().nullable(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  ownerId: z.string(),
  role: z.enum(ROLES),
  hasAccount: z.boolean(),
  hasMCC: z.boolean(),
  createdAt: z.string(),
  /** Set while the company is scheduled for erasure (it stays usable until then; its owner may cancel). */
  deletionScheduledFor: z.string().nullable(),
});
export type Company = z.infer<typeof company>;

export const columnPreferences = z.object({
  companyId: id,
  tableType: z.string().trim().min(1).max(50),
  columns: z.array(z.object({ field: z.string().min(1).max(100), visible: z.boolean().default(true), width: z.number().int().positive().optional() })).max(200),
});

export const location = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['country', 'region', 'city']),
  countryCode: z.string(),
  canonicalName: z.string(),
});

export const companyCalls = {
  createCompany: defineCall({
    method: 'POST', path: '/createCompany', summary: 'Creates a company owned by the caller', body: companyFields, response: company,
  }),
  listCompanies: defineCall({
    method: 'GET', path: '/companies', summary: "The caller's companies (owned or as collaborator)",
    query: pageQuery, response: listOf(company),
  }),
  getCompany: defineCall({
    method: 'GET', path: '/company/:id', summary: 'One company', params: z.object({ id }),
    company: { in: 'params', key: 'id' }, response: company,
  }),
  updateCompany: defineCall({
    method: 'PUT', path: '/company/:id', summary: 'Edits a company', params: z.object({ id }), body: companyFields.partial(),
    company: { in: 'params', key: 'id' }, permission: 'company:write', response: company,
  }),
  getColumnPreferences: defineCall({
    method: 'GET', path: '/companies/:id/column-preferences', summary: "The caller's columns for a table (404 when none saved)",
    params: z.object({ id }), query: z.object({ tableType: z.string().min(1).max(50) }),
    company: { in: 'params', key: 'id' }, response: columnPreferences,
  }),
  saveColumnPreferences: defineCall({
    method: 'POST', path: '/companies/:id/column-preferences', summary: "Saves the caller's columns for a table",
    params: z.object({ id }), body: columnPreferences, company: { in: 'params', key: 'id' }, response: columnPreferences,
  }),
  getLocations: defineCall({
    method: 'GET', path: '/getLocations', summary: 'Countries, regions and cities matching a text',
    query: z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(100), limit: z.coerce.number().int().min(1).max(50).default(20) }),
    response: z.object({ data: z.array(location) }),
  }),
} as const;
