import { z } from 'zod';
import { defineCall } from './define';
import { id } from './common';

export const adAccount = z.object({
  accountId: z.string(),
  name: z.string(),
  currency: z.string(),
  timezone: z.string(),
  /** spicy: created and managed through the product's manager account; own: the customer's. */
  kind: z.enum(['spicy', 'own']),
  linkedCompanyId: z.string().nullable(),
});
export type AdAccount = z.infer<typeof adAccount>;

export const managerLinkStatus = z.enum(['PENDING', 'ACTIVE', 'INACTIVE', 'REFUSED', 'CANCELED']);

/** hasAccount/hasMCC are what the app's guards read; the rest says which account and how far the manager link is. */
export const accountState = z.object({
  hasAccount: z.boolean(),
  hasMCC: z.boolean(),
  accountId: z.string().nullable(),
  kind: z.enum(['spicy', 'own']).nullable(),
  managerLinkStatus: managerLinkStatus.nullable(),
});

const linkBody = z.object({ accountId: z.string().trim().regex(/^\d{3}-?\d{3}-?\d{4}$/, 'Ad account ids look like 123-456-7890'), companyId: id });

export const accountCalls = {
  userAccount: defineCall({
    method: 'POST', path: '/userAccount', summary: 'Whether the company has a linked ad account and manager link',
    body: z.object({ companyId: id }), company: { in: 'body', key: 'companyId' },
    response: accountState,
  }),
  setSpicyAccount: defineCall({
    method: 'POST', path: '/setSpicyAccount', summary: 'Links an ad account created under the product manager account',
    body: linkBody, company: { in: 'body', key: 'companyId' }, permission: 'company:write',
    response: accountState,
  }),
  setOwnAccount: defineCall({
    method: 'POST', path: '/setOwnAccount', summary: "Links the customer's own ad account and requests the manager link",
    body: linkBody, company: { in: 'body', key: 'companyId' }, permission: 'company:write',
    response: accountState,
  }),
  listAccounts: defineCall({
    method: 'GET', path: '/list-accounts', summary: 'Ad accounts the signed-in user can link',
    response: z.object({ data: z.array(adAccount), manager: z.object({ accountId: z.string(), name: z.string() }) }),
  }),
} as const;
