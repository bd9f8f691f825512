import type { FastifyInstance } from 'fastify';
import { landingAiCalls } from '../../../../contract/landings/ai';
import { registerArea } from '../../http/route';
import { createWithAi } from './landingAi.service';

export async function landingAiRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'landings', landingAiCalls, {
    createLandingWithIA: async ({ req, user, company, deps, reply }) => {
      const landing = await createWithAi(deps, req, user.id, company.id);
      reply.code(201);
      return landing;
    },
    // Each call may cost a model request: 30 a minute per client is more than a person needs.
  }, { rateLimit: { createLandingWithIA: 30 } });
}
