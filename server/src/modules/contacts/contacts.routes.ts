import type { FastifyInstance } from 'fastify';
import { contactCalls } from '../../../../contract/contacts';
import { registerArea } from '../../http/route';
import { importNow } from '../contactJobs/contactImport.service';
import * as service from './contacts.service';

const scopeOf = (companyId: string, body: { searchTerm?: string | null; filters?: { filterField: string; filterValue: string | number | boolean }[] | null; filterByCollaborators?: string[] | null }) => ({
  companyId,
  searchTerm: body.searchTerm,
  filters: body.filters,
  collaborators: body.filterByCollaborators,
});

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'contacts', contactCalls, {
    createContact: async ({ body, company, deps, reply }) => {
      const contact = await service.createContact(deps.db, company.id, body);
      reply.code(201);
      return contact;
    },
    bulkImportContacts: ({ body, company, deps, user }) => importNow(deps.db, company.id, body.contacts, body.duplicates, user.language),
    listContacts: ({ query, company, deps }) => service.pageContacts(deps.db, { companyId: company.id }, query),
    contactsByFilter: ({ query, body, company, deps }) => service.pageContacts(deps.db, scopeOf(company.id, body), query),
    contactsByListAndFilter: async ({ query, body, company, deps }) => {
      await service.requireList(deps.db, company.id, body.contactListId);
      return service.pageContacts(deps.db, { ...scopeOf(company.id, body), contactListId: body.contactListId }, query);
    },
    contactsByPipeline: async ({ query, body, company, deps }) => {
      await service.requirePipeline(deps.db, company.id, body.pipelineId);
      return service.pageContacts(deps.db, { ...scopeOf(company.id, body), pipelineId: body.pipelineId }, query);
    },
    contactsByPipelineStage: async ({ query, body, company, deps }) => {
      await service.requireStage(deps.db, company.id, body.pipelineStageId);
      return service.pageContacts(deps.db, { ...scopeOf(company.id, body), pipelineStageId: body.pipelineStageId }, query);
    },
    getContact: ({ params, company, deps }) => service.getContact(deps.db, company.id, params.contactId),
    updateContact: ({ params, body, company, deps }) => service.updateContact(deps.db, company.id, params.id, body),
    deleteContact: async ({ params, company, deps }) => {
      await service.deleteContact(deps.db, company.id, params.id);
      return { ok: true };
    },
    bulkDeleteContacts: ({ body, company, deps }) => service.bulkDelete(deps.db, company.id, body.contactIds),
    assignCollaboratorsToContact: ({ body, company, deps }) => service.assign(deps.db, company.id, body),
    unassignCollaboratorsToContact: ({ body, company, deps }) => service.unassign(deps.db, company.id, body),
  });
}
