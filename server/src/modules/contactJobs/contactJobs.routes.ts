import type { FastifyInstance } from 'fastify';
import { contactJobCalls } from '../../../../contract/contactJobs';
import { registerArea } from '../../http/route';
import * as service from './contactJobs.service';

export async function contactJobRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'contactJobs', contactJobCalls, {
    queueImportContacts: async ({ body, company, user, deps, reply }) => {
      const result = await service.queueJsonImport(deps, company.id, user, body.contacts, body.duplicates);
      reply.code(202);
      return result;
    },
    importContactsStatus: ({ params, user, deps }) => service.importStatus(deps.db, params.jobId, user),
    previewContactsCSV: async ({ req, company, deps }) => service.previewUpload(deps.db, company.id, await service.readUpload(req)),
    importContactsFromCSV: async ({ req, company, user, deps, reply }) => {
      const result = await service.queueCsvImport(deps, company.id, user, await service.readUpload(req));
      reply.code(202);
      return result;
    },
    queueExportContacts: async ({ body, user, deps, reply }) => {
      const result = await service.queueExport(deps, user, body);
      reply.code(202);
      return result;
    },
    exportContactsStatus: ({ params, user, deps }) => service.exportStatus(deps.db, params.jobId, user),
    downloadExport: ({ params, user, deps, req, reply }) => service.downloadExport(deps.db, deps.blobs, params.jobId, user, req, reply),
    exportContacts: ({ body, deps, reply }) => service.exportNow(deps.db, body, reply),
  }, {
    // A JSON import of tens of thousands of contacts is larger than the app-wide 2 MB.
    bodyLimit: { queueImportContacts: 40 * 1024 * 1024 },
  });
}
