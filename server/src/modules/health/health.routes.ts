import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Liveness plus a round trip to the database, for load balancers and start-up scripts. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { tags: ['health'], summary: 'Server and database are up' } }, async () => {
    await sql`SELECT 1`.execute(app.deps.db);
    return { status: 'ok' };
  });
}
