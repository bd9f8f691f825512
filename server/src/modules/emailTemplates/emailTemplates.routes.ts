import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { templateCalls } from '../../../../contract/email/templates';
import { forbidden, notFound } from '../../http/errors';
import { registerArea } from '../../http/route';
import { findGalleryTemplate, galleryTemplateWithSource, listGallery } from './gallery';
import { renderGalleryThumbnail } from './gallery/thumbnail';
import { issueBuilderToken, requireBuilderToken } from './emailTemplates.builderToken';
import { serveEmailImage, uploadEmailImage } from './emailTemplates.images';
import { previewTemplate } from './emailTemplates.preview';
import { findTemplate } from './emailTemplates.repository';
import * as service from './emailTemplates.service';
import { renderSavedThumbnail } from './emailTemplates.thumbnail';

const TEMPLATE_BODY_MAX = 6 * 1024 * 1024;
const UUID = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** An SVG answered to an <img>: its own type, no script or outside request even if opened alone. */
function sendSvg(reply: FastifyReply, svg: string, cacheControl: string) {
  return reply.type('image/svg+xml; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

/** Email templates, the gallery and the builder token (issue 14 §1). */
export async function emailTemplateRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'email', templateCalls, {
    stripoAuth: async ({ body, user, deps }) => {
      // A token names one user: nobody obtains one in another's name.
      if (body.userId !== user.id) throw forbidden('A builder token can only be issued to yourself');
      return issueBuilderToken(deps, user.id);
    },
    listGalleryTemplates: async ({ query, user, deps, req }) => {
      await requireBuilderToken(req, deps, user.id);
      return listGallery(query);
    },
    getGalleryTemplate: async ({ params, query, user, deps, req }) => {
      await requireBuilderToken(req, deps, user.id);
      const template = findGalleryTemplate(params.id);
      if (!template) throw notFound('Gallery template');
      return galleryTemplateWithSource(template, query.language);
    },
    createEmailTemplate: async ({ body, user, company, deps, req, reply }) => {
      // SPEC §5: saving a new template needs the builder token.
      await requireBuilderToken(req, deps, user.id);
      const template = await service.createTemplate(deps, user.id, user.language, company.id, body);
      reply.code(201);
      return template;
    },
    listEmailTemplates: ({ query, company, deps }) => service.listTemplates(deps, company.id, query.q),
    getEmailTemplate: ({ params, company, deps }) => service.getTemplate(deps, company.id, params.templateId),
    updateEmailTemplate: ({ params, body, user, company, deps }) => service.updateTemplate(deps, user.id, company.id, params.templateId, body),
    deleteEmailTemplate: ({ params, company, deps }) => service.deleteTemplate(deps, company.id, params.templateId),
    previewEmailTemplate: ({ body, user, company, deps }) => previewTemplate(deps.db, company.id, user.language, body),
    uploadEmailImage: async ({ req, company, deps, reply }) => {
      const image = await uploadEmailImage(req, deps.blobs, deps.config.publicUrl, company);
      reply.code(201);
      return image;
    },
  }, {
    // The contract's largest template (HTML and builder source of 500,000 characters each, 200,000 of
    // CSS) as JSON: up to 4 bytes a character once escaped and encoded, well past the app's 2 MB.
    bodyLimit: { createEmailTemplate: TEMPLATE_BODY_MAX, updateEmailTemplate: TEMPLATE_BODY_MAX, previewEmailTemplate: TEMPLATE_BODY_MAX },
  });

  // Public, token-free reads an <img> or a mail client makes; outside the contract, like landings' assets.
  app.get('/email/gallery/:templateId/:file', { schema: { hide: true, params: z.object({ templateId: z.string().max(100), file: z.enum(['es.svg', 'en.svg']) }) } }, async (req, reply) => {
    const { templateId, file } = req.params as { templateId: string; file: 'es.svg' | 'en.svg' };
    const template = findGalleryTemplate(templateId);
    if (!template) throw notFound('Gallery template');
    return sendSvg(reply, renderGalleryThumbnail(template, file === 'en.svg' ? 'en' : 'es'), 'public, max-age=86400');
  });

  app.get('/email/templates/:companyId/:templateId/:file', {
    schema: { hide: true, params: z.object({ companyId: UUID, templateId: UUID, file: z.string().regex(/^\d{1,15}\.svg$/) }) },
  }, async (req, reply) => {
    const { companyId, templateId, file } = req.params as { companyId: string; templateId: string; file: string };
    const row = await findTemplate(app.deps.db, companyId, templateId);
    if (!row) throw notFound('Email template');
    // The URL of the current save is cached for good; an older one shows the current design, uncached.
    const current = `${row.updatedAt.getTime()}.svg` === file;
    return sendSvg(reply, renderSavedThumbnail(row.message), current ? 'public, max-age=31536000, immutable' : 'no-cache');
  });

  app.get('/email/i/:imageId', { schema: { hide: true, params: z.object({ imageId: z.string().max(100) }) } }, (req, reply) =>
    serveEmailImage(app.deps.blobs, (req.params as { imageId: string }).imageId, req, reply));
}
