import type { FastifyInstance } from 'fastify';
import { LANDING_UPDATE_BODY_MAX, landingCalls } from '../../../../contract/landings';
import { registerArea } from '../../http/route';
import { notFound } from '../../http/errors';
import * as service from './landings.service';
import { uploadLandingAsset } from './landings.assets';
import { landingBlocks } from './landings.blocks';
import { findTemplate, templateThumbnail, TEMPLATES, toTemplateSummary } from './templates';

export async function landingRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'landings', landingCalls, {
    getAllBrizyTemplates: () => ({ data: TEMPLATES.map(toTemplateSummary) }),
    getLandingTemplateThumbnail: ({ params, reply }) => {
      const template = findTemplate(params.templateId);
      if (!template) throw notFound('Template');
      return reply.type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(templateThumbnail(template));
    },
    createLandingWithoutIA: async ({ body, user, company, deps, reply }) => {
      const landing = await service.createFromTemplate(deps, user.id, company.id, body);
      reply.code(201);
      return landing;
    },
    getLandingsData: async ({ query, company, deps }) => {
      const { rows, total } = await service.listLandings(deps, company.id, query);
      return { data: rows, total, page: query.page, limit: query.limit };
    },
    getOneLandingData: ({ params, company, deps }) => service.getLanding(deps, company.id, params.landingId),
    updateLandingData: ({ params, body, company, deps }) => service.updateData(deps, company.id, params.landingId, body.newData),
    editLanding: ({ params, query, user, company, deps }) => service.editUrl(deps, user.id, company.id, params.landingId, query.lang),
    duplicateLanding: async ({ body, user, company, deps, reply }) => {
      const landing = await service.duplicate(deps, user.id, company.id, body.landingId);
      reply.code(201);
      return landing;
    },
    deleteLanding: ({ params, company, deps }) => service.remove(deps, company.id, params.landingId),
    updateSubdomain: ({ body, company, deps }) => service.updateSubdomain(deps, company.id, body.landingId, body.subdomain),
    publishLanding: ({ body, company, deps }) => service.publish(deps, company.id, body.landingId),
    unpublishLanding: ({ body, company, deps }) => service.unpublish(deps, company.id, body.landingId),
    uploadLandingAsset: async ({ req, company, deps, reply }) => {
      const asset = await uploadLandingAsset(req, deps.blobs, company);
      reply.code(201);
      return asset;
    },
    getLandingBlocks: async ({ params, company, deps }) => ({ data: landingBlocks((await service.getLanding(deps, company.id, params.landingId)).content) }),
  }, { bodyLimit: { updateLandingData: LANDING_UPDATE_BODY_MAX } });
}
