import { lazy } from 'react';
import { SENDING_DOMAIN_STATUSES, sendingDomainCalls } from '../../../contract/email';
import { datetime, defineResource, select, text } from '../../dataProvider/defineResource';
import { DomainStatusCell } from './DomainStatusCell';

/**
 * Sending domains (issue 14 §3): the email area's "Sending domains" tab. A domain is added by
 * name and removed; its page (a view of its own) shows the DNS records to publish, checks them
 * live, and in the sandbox publishes them in the sandbox DNS so a domain can be verified offline.
 */
export const sendingDomainsResource = defineResource({
  name: 'sendingDomains',
  path: 'templates/domains',
  menu: { group: 'email', order: 3 },
  recordRepresentation: 'name',
  endpoints: {
    // allDomains answers a page and its total; limit is 10–100 by contract.
    list: { call: sendingDomainCalls.allDomains, args: (r) => ({ query: { page: r.page, limit: Math.min(100, Math.max(10, r.perPage)) } }) },
    get: { call: sendingDomainCalls.getDomain, args: ({ id }) => ({ params: { domainId: id } }) },
    create: { call: sendingDomainCalls.addDomain, args: ({ data }) => ({ body: { name: data.name } }) },
    delete: { call: sendingDomainCalls.deleteDomain, args: ({ id }) => ({ body: { domainId: id } }) },
  },
  fields: {
    name: text({ required: true, createOnly: true }),
    status: select(SENDING_DOMAIN_STATUSES, { readOnly: true, cell: DomainStatusCell }),
    lastCheckedAt: datetime({ readOnly: true }),
    verifiedAt: datetime({ readOnly: true, list: false }),
    createdAt: datetime({ readOnly: true, list: false }),
  },
  list: { perPage: 25, rowClick: 'show', bulkDelete: false },
  show: true,
  views: { create: lazy(() => import('./SendingDomainCreate')), show: lazy(() => import('./SendingDomainShow')) },
});
