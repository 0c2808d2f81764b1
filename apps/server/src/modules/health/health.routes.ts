import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';

/** GET /health: 200 when the database answers, 503 when it does not. */
export function healthRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/health', async (request, reply) => {
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
