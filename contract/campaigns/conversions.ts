import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';

/** Conversion actions of the linked ad account (reference/google-ads.md §9) and offline click uploads. */
export const CONVERSION_TYPES = ['WEBPAGE', 'UPLOAD_CLICKS', 'AD_CALL', 'UPLOAD_CALLS'] as const;
export const CONVERSION_CATEGORIES = ['DEFAULT', 'PURCHASE', 'SIGNUP', 'LEAD', 'PAGE_VIEW', 'CONTACT', 'SUBMIT_LEAD_FORM', 'BOOK_APPOINTMENT', 'PHONE_CALL_LEAD'] as const;

/** The editable fields; defaults apply at creation only (a partial update leaves the rest as they are). */
const conversionShape = {
  name: z.string().trim().min(1).max(200),
  category: z.enum(CONVERSION_CATEGORIES),
  countingType: z.enum(['ONE_PER_CLICK', 'MANY_PER_CLICK']),
  defaultValue: z.number().nonnegative().max(1e9),
  alwaysUseDefaultValue: z.boolean(),
  includeInConversions: z.boolean(),
};
const conversionFields = z.object({
  ...conversionShape,
  category: conversionShape.category.default('DEFAULT'),
  countingType: conversionShape.countingType.default('ONE_PER_CLICK'),
  defaultValue: conversionShape.defaultValue.default(0),
  alwaysUseDefaultValue: conversionShape.alwaysUseDefaultValue.default(true),
  includeInConversions: conversionShape.includeInConversions.default(true),
});

export const conversion = z.object(conversionShape).extend({
  _id: z.string(),
  companyId: z.string(),
  type: z.enum(CONVERSION_TYPES),
  status: z.enum(['ENABLED', 'REMOVED', 'HIDDEN']),
  currency: z.string(),
  /** The tag to paste on the thank-you page (web conversions). */
  snippet: z.string().nullable(),
  createdAt: z.string(),
});
export type Conversion = z.infer<typeof conversion>;

export const conversionUpload = z.object({
  _id: z.string(),
  conversionId: z.string(),
  gclid: z.string(),
  conversionDateTime: z.string(),
  value: z.number().nullable(),
  orderId: z.string().nullable(),
  /** The platform's answer for this click (partial failure: each row has its own). */
  result: z.enum(['accepted', 'rejected']),
  error: z.string().nullable(),
  /** The contact an automatic upload (the closed loop) reported; null for uploads made by hand. */
  contactId: z.string().nullable(),
  createdAt: z.string(),
});

const byBody = { in: 'body', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;

export const conversionCalls = {
  saveCompanyConversion: defineCall({
    method: 'POST', path: '/saveCompanyConversion', summary: 'Creates a conversion action in the linked ad account',
    body: conversionFields.extend({ companyId: id, type: z.enum(CONVERSION_TYPES).default('WEBPAGE') }), company: byBody, permission: 'campaigns:write', response: conversion,
  }),
  getCompanyConversions: defineCall({
    method: 'GET', path: '/getCompanyConversions/:companyId', summary: "The company's conversion actions",
    params: z.object({ companyId: id }), query: z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(50) }),
    company: byParams, permission: 'campaigns:read', response: listOf(conversion),
  }),
  getOneCompanyConversion: defineCall({
    method: 'GET', path: '/getOneCompanyConversion/:conversionId', summary: 'One conversion action with its tracking snippet',
    params: z.object({ conversionId: id }), query: z.object({ companyId: id }), company: { in: 'query', key: 'companyId' }, permission: 'campaigns:read', response: conversion,
  }),
  updateCompanyConversion: defineCall({
    method: 'PUT', path: '/companyConversion/:companyId/:conversionId', summary: 'Changes a conversion action (its type cannot change)',
    params: z.object({ companyId: id, conversionId: id }), body: z.object(conversionShape).partial(), company: byParams, permission: 'campaigns:write', response: conversion,
  }),
  deleteCompanyConversion: defineCall({
    method: 'DELETE', path: '/companyConversion/:companyId/:conversionId', summary: 'Removes a conversion action (the platform keeps it as REMOVED)',
    params: z.object({ companyId: id, conversionId: id }), company: byParams, permission: 'campaigns:delete', response: okResponse,
  }),
  uploadClickConversions: defineCall({
    method: 'POST', path: '/conversionUploads/:companyId/:conversionId', summary: 'Uploads offline conversions by click id (gclid); each row gets its own result',
    params: z.object({ companyId: id, conversionId: id }),
    body: z.object({ rows: z.array(z.object({ gclid: z.string().trim().min(1).max(200), conversionDateTime: z.string().trim().min(1).max(40), value: z.number().nonnegative().max(1e9).nullable().default(null), orderId: z.string().trim().max(100).nullable().default(null) })).min(1).max(2000) }),
    company: byParams, permission: 'campaigns:write', response: z.object({ data: z.array(conversionUpload) }),
  }),
  listConversionUploads: defineCall({
    method: 'GET', path: '/conversionUploads/:companyId/:conversionId', summary: 'Offline uploads of a conversion action with their results, newest first',
    params: z.object({ companyId: id, conversionId: id }), query: z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(50) }),
    company: byParams, permission: 'campaigns:read', response: listOf(conversionUpload),
  }),
} as const;
