import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { DrainState } from '../../platform/drain.js';

/**
 * GET /health: 200 when the database answers, 503 when it does not or when this process is
 * draining before it stops (a load balancer then sends its new requests elsewhere).
 */
export function healthRoutes(db: Database, drain: DrainState) {
  return async (app: FastifyInstance) => {
    app.get('/health', async (request, reply) => {
      if (drain.isDraining) return reply.status(503).send({ status: 'draining' });
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok', database: 'up' };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      }
    });
  };
}
