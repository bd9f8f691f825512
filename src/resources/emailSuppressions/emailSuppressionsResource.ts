import { SUPPRESSION_REASONS, sendingCalls } from '../../../contract/email';
import { datetime, defineResource, select, text } from '../../dataProvider/defineResource';

/**
 * The suppression list (issue 14 §2): addresses no send reaches, and why — unsubscribed, hard
 * bounced, complained. Nothing is added here (sends and webhooks add them); an address may be
 * removed when its owner asks to receive mail again, except a spam complaint (the server refuses it).
 */
export const emailSuppressionsResource = defineResource({
  name: 'emailSuppressions',
  path: 'templates/suppressions',
  menu: { group: 'email', order: 4 },
  recordRepresentation: 'email',
  endpoints: {
    list: { call: sendingCalls.listSuppressions, args: (r) => ({ query: { page: r.page, limit: Math.min(100, r.perPage) } }) },
    delete: { call: sendingCalls.deleteSuppression, args: ({ id }) => ({ body: { email: id } }) },
  },
  fields: {
    email: text({ readOnly: true }),
    reason: select(SUPPRESSION_REASONS, { readOnly: true }),
    createdAt: datetime({ readOnly: true }),
  },
  list: { perPage: 50, bulkDelete: false, rowClick: false },
});
