import type { FastifyInstance } from 'fastify';
import { sendingCalls, statsCalls } from '../../../../contract/email';
import { registerArea } from '../../http/route';
import { conflict, notFound } from '../../http/errors';
import { sendEmail } from './sendEmail.service';
import { cancelBulk, countFor, createBulk, getBulk, listBulk } from './bulk.service';
import { deleteSuppression, findSuppression, listSuppressions } from './emailSending.repository';
import { statsBasic, statsByTag } from './stats.service';
import { emailTrackingRoutes } from './tracking.routes';
import { emailWebhookRoutes } from './webhook.routes';

/**
 * Email sending, bulk sends, suppressions and statistics (issue 14 §2 and §4), plus the public
 * tracking, unsubscribe and provider webhook routes (each in its own plugin: they parse bodies
 * their own way).
 */
export async function emailSendingRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'email', sendingCalls, {
    sendEmail: ({ body, company, deps }) => sendEmail(deps, company.id, body),
    sendBulkEmail: async ({ body, company, user, deps, reply }) => {
      const bulk = await createBulk(deps, company.id, user, body);
      reply.code(202);
      return bulk;
    },
    countRecipients: ({ body, company, deps }) => countFor(deps.db, company.id, body.recipients),
    listBulkEmails: ({ query, company, deps }) => listBulk(deps.db, company.id, query.page, query.limit),
    getBulkEmail: ({ params, company, deps }) => getBulk(deps.db, company.id, params.bulkEmailId),
    cancelBulkEmail: ({ params, company, deps }) => cancelBulk(deps.db, company.id, params.bulkEmailId),
    listSuppressions: async ({ query, company, deps }) => {
      const { rows, total } = await listSuppressions(deps.db, company.id, query.page, query.limit);
      return { data: rows.map((r) => ({ _id: r.email, email: r.email, reason: r.reason, contactId: r.contactId, createdAt: r.createdAt.toISOString() })), total };
    },
    deleteSuppression: async ({ body, company, deps }) => {
      const row = await findSuppression(deps.db, company.id, body.email);
      if (!row) throw notFound('Suppressed address');
      // A complaint is the recipient's word that the mail is unwanted; only they can take it back.
      if (row.reason === 'spam_complaint') throw conflict('An address that reported spam cannot be removed from the list', 'suppression_complaint');
      await deleteSuppression(deps.db, company.id, body.email);
      return { ok: true };
    },
  }, { rateLimit: { sendEmail: 120, sendBulkEmail: 30 } });

  registerArea(app, 'email', statsCalls, {
    emailStatsBasic: ({ query, company, deps }) => statsBasic(deps.db, company.id, query),
    emailStatsByTag: ({ query, company, deps }) => statsByTag(deps.db, company.id, query),
  });

  await app.register(emailTrackingRoutes);
  await app.register(emailWebhookRoutes);
  // The SMTP connector keeps a pool of open connections: close them with the server.
  app.addHook('onClose', async () => {
    await app.deps.connectors.mail.close?.();
  });
}
