import type { FastifyInstance } from 'fastify';
import { fileCalls } from '../../../../contract/files';
import { registerArea } from '../../http/route';
import * as service from './files.service';

/** Stored files of a company, by use (chat media, landing assets, email images…). */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'files', fileCalls, {
    uploadFile: async ({ req, reply, params, company, deps }) => {
      const stored = await service.uploadFile(req, deps.blobs, company, params.area);
      reply.code(201);
      return stored;
    },
    downloadFile: ({ req, reply, params, company, deps }) => service.downloadFile(req, reply, deps.blobs, company, params.area, params.fileId),
    deleteFile: async ({ params, company, deps }) => {
      await service.deleteFile(deps.blobs, company, params.area, params.fileId);
      return { ok: true };
    },
  });
}
