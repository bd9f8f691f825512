import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/**
 * Liveness plus a round trip to the database, for load balancers and start-up scripts. With
 * Redis it also says whether live events are shared (`liveEvents`): a `down` instance still
 * serves (200), its clients poll.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { schema: { tags: ['health'], summary: 'Server and database are up' } }, async () => {
    await sql`SELECT 1`.execute(app.deps.db);
    const sharing = app.deps.realtime?.sharing?.();
    return sharing ? { status: 'ok', liveEvents: sharing } : { status: 'ok' };
  });
}
