import type { FastifyInstance } from 'fastify';
import { contactListCalls } from '../../../../contract/contactLists';
import { registerArea } from '../../http/route';
import * as service from './contactLists.service';

export async function contactListRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'contactLists', contactListCalls, {
    listContactLists: ({ query, company, deps }) => service.pageLists(deps.db, company.id, query),
    getContactList: ({ params, company, deps }) => service.getList(deps.db, company.id, params.contactListId),
    createContactList: async ({ body, company, deps, reply }) => {
      const list = await service.createList(deps.db, company.id, body);
      reply.code(201);
      return list;
    },
    updateContactList: ({ params, body, company, deps }) => service.updateList(deps.db, company.id, params.contactListId, body),
    deleteContactList: async ({ params, company, deps }) => {
      await service.deleteList(deps.db, company.id, params.contactListId);
      return { ok: true };
    },
    addContactsToList: ({ body, company, deps }) => service.addContacts(deps.db, company.id, body.contactListId, body.contactIds),
    removeContactsFromList: ({ body, company, deps }) => service.removeContacts(deps.db, company.id, body.contactListId, body.contactIds),
    addBulkContactsToList: ({ body, company, deps }) => service.bulk(deps.db, company.id, body, 'add'),
    removeBulkContactsFromList: ({ body, company, deps }) => service.bulk(deps.db, company.id, body, 'remove'),
  });
}
