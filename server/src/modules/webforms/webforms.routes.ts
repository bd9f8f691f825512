import type { FastifyInstance } from 'fastify';
import { COLLECT_BODY_MAX, SUBMIT_BODY_MAX, webformCalls } from '../../../../contract/webforms';
import { registerArea } from '../../http/route';
import { notFound } from '../../http/errors';
import { parseFlatBody } from './webforms.body';
import type { FlatBody } from './webforms.ingest';
import { collect, PUBLIC_CORS, sendAnswer, submit } from './webforms.public';
import * as repo from './webforms.repository';
import { TRACKING_SCRIPT_CACHE_CONTROL } from './webforms.script';
import { serveScript } from './webforms.scriptReply';
import * as service from './webforms.service';

/** Tracking and web forms (contract/webforms): the company's reads and the public ingestion calls. */
export async function webformRoutes(app: FastifyInstance): Promise<void> {
  // Plain HTML forms and beacons post urlencoded (only in this module's routes).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const parsed = parseFlatBody(String(body), 'application/x-www-form-urlencoded');
    done(null, parsed);
  });
  for (const path of ['/webforms/collect/:siteKey', '/webforms/submit/:siteKey', '/webforms/t.js']) {
    app.options(path, (_req, reply) => reply.code(204).headers(PUBLIC_CORS).send());
  }
  const siteOf = async (siteKey: string) => {
    const companyId = await repo.companyBySiteKey(app.deps.db, siteKey);
    if (!companyId) throw notFound('Site');
    return companyId;
  };
  const hostOf = (origin: string | undefined) => {
    try {
      return origin ? new URL(origin).host.slice(0, 200) : '';
    } catch {
      return '';
    }
  };

  registerArea(app, 'webforms', webformCalls, {
    getScriptForTracking: ({ company, deps }) => service.trackingSnippet(deps, company.id),
    getBehaviors: ({ query, company, deps }) => service.listVisitors(deps.db, company.id, query),
    getOneBehavior: ({ params, company, deps }) => service.behaviorOf(deps.db, company.id, params.contactId),
    getFormsData: ({ company, deps }) => service.listForms(deps.db, company.id),
    getOneFormData: ({ params, company, deps }) => service.getForm(deps.db, company.id, params.formId),
    webForms: ({ query, body, company, deps }) => service.listSubmissions(deps.db, company.id, { ...query, filters: body.filters, searchTerm: body.searchTerm }),
    getWebForm: ({ params, company, deps }) => service.getSubmission(deps.db, company.id, params.submissionId),
    updateWebForm: ({ params, body, company, deps }) => service.editSubmission(deps.db, company.id, params.submissionId, body),
    landingStats: ({ company, deps }) => service.landingStats(deps.db, company.id),

    trackingScript: ({ req, reply }) => serveScript(req, reply, {
      ...PUBLIC_CORS, 'cache-control': TRACKING_SCRIPT_CACHE_CONTROL, 'cross-origin-resource-policy': 'cross-origin',
    }),
    collectEvent: async ({ params, body, req, reply }) => {
      reply.headers(PUBLIC_CORS);
      const companyId = await siteOf(params.siteKey);
      const origin = { companyId, landingId: null, site: hostOf(req.headers.origin ?? req.headers.referer), document: null };
      return sendAnswer(reply, await collect(app, req, origin, body as FlatBody), PUBLIC_CORS);
    },
    submitForm: async ({ params, body, req, reply }) => {
      reply.headers(PUBLIC_CORS);
      const companyId = await siteOf(params.siteKey);
      const origin = { companyId, landingId: null, site: hostOf(req.headers.origin ?? req.headers.referer), document: null };
      return sendAnswer(reply, await submit(app, req, origin, body as FlatBody), PUBLIC_CORS);
    },
  }, { bodyLimit: { collectEvent: COLLECT_BODY_MAX, submitForm: SUBMIT_BODY_MAX } });
}
