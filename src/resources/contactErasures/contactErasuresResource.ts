import { dataProtectionCalls } from '../../../contract/dataProtection';
import { datetime, defineResource, number, text } from '../../dataProvider/defineResource';
import { ErasureRequesterCell } from './ErasureRequesterCell';

/**
 * The company's erasure log (issue 17): one row per contact erased at their request — when, who
 * asked, the erased contact's id and how much went. Written by the erasure itself (the contact
 * page's "Erase all their data"); nothing here is created, edited or deleted. Owners and admins
 * only, like the erasure (the call's permission hides it from the other roles).
 */
export const contactErasuresResource = defineResource({
  name: 'contactErasures',
  path: 'crm/erasures',
  menu: { group: 'crm', order: 9 },
  recordRepresentation: 'contactId',
  endpoints: {
    list: { call: dataProtectionCalls.listContactErasures, args: (r) => ({ query: { page: r.page, limit: Math.min(100, r.perPage) } }) },
  },
  fields: {
    createdAt: datetime({ readOnly: true }),
    requestedBy: text({ readOnly: true, cell: ErasureRequesterCell }),
    contactId: text({ readOnly: true }),
    rows: number({ readOnly: true }),
    files: number({ readOnly: true }),
  },
  list: { perPage: 50, rowClick: false, bulkDelete: false },
});
