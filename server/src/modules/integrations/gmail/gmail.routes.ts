import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { gmailCalls } from '../../../../../contract/integrations';
import { registerArea } from '../../../http/route';
import { gmailPushRoutes } from './gmail.push.routes';
import { gmailSandboxRoutes, simulateReply } from './gmail.sandbox';
import * as gmail from './gmail.service';

/**
 * The mailbox integration (contract/integrations gmailCalls): each collaborator connects, sends
 * through and disconnects their own Gmail; a contact's emails are listed across mailboxes. The
 * OAuth callback is a browser redirect (public: the session and this browser's cookie say who);
 * Gmail's Pub/Sub push, when configured, starts reply sync of the mailbox it names.
 */
export async function gmailRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cookie);

  registerArea(app, 'integrations', gmailCalls, {
    gmailConnectSession: ({ company, user, body, deps, reply }) => gmail.connectGmail(deps, reply, { companyId: company.id, userId: user.id, lang: body.lang, email: user.email }),
    disconnectGmail: ({ company, user, deps, req }) => gmail.disconnectGmail(deps, { companyId: company.id, userId: user.id }, req.log),
    sendGmail: ({ company, user, body, deps }) => gmail.sendGmail(deps, { ...body, companyId: company.id, userId: user.id }),
    simulateGmailReply: ({ company, user, body, deps }) => simulateReply(deps, { ...body, companyId: company.id, userId: user.id }),
    gmailThreads: ({ company, params, query, deps }) => gmail.gmailThreads(deps, { companyId: company.id, contactId: params.contactId, ...query }),
  });

  app.get(gmail.CALLBACK_PATH, { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const pick = (k: string) => (typeof q[k] === 'string' ? (q[k] as string).slice(0, 2000) : undefined);
    const location = await gmail.finishGmail(app.deps, req, reply, { code: pick('code'), state: pick('state'), error: pick('error') });
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });

  await app.register(gmailSandboxRoutes);
  await app.register(gmailPushRoutes);
}
