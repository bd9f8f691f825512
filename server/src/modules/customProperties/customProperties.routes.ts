import type { FastifyInstance } from 'fastify';
import { customPropertyCalls } from '../../../../contract/customProperties';
import { registerArea } from '../../http/route';
import * as service from './customProperties.service';

export async function customPropertyRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'customProperties', customPropertyCalls, {
    createCustomProperty: async ({ body, company, deps, reply }) => {
      const created = await service.createProperty(deps.db, company.id, body);
      reply.code(201);
      return created;
    },
    getCustomProperties: ({ company, deps }) => service.listProperties(deps.db, company.id),
    getCustomPropertyOptions: ({ params, company, deps }) => service.getOptions(deps.db, company.id, params.propertyName),
    editCustomProperty: ({ body, company, deps }) => service.editProperty(deps.db, company.id, body),
    deleteCustomProperty: async ({ body, company, deps }) => {
      await service.deleteProperty(deps.db, company.id, body.propertyName);
      return { ok: true };
    },
    updateContactCustomProperty: ({ body, company, deps }) =>
      service.setContactValue(deps.db, company.id, body.contactId, body.propertyName, body.value),
  });
}
