import {
  auditFilterQuerySchema,
  auditSettingsSchema,
  listAuditEventsQuerySchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import type { AuditService } from './audit.service.js';

/** GET /audit/events, GET /audit/events.csv, GET and PUT /audit/settings (admins only). */
export function auditRoutes(audit: AuditService, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/audit/events', async (request) =>
      audit.list(sessionOf(request), listAuditEventsQuerySchema.parse(request.query)),
    );

    app.get('/audit/events.csv', async (request, reply) => {
      const stream = await audit.exportCsv(
        sessionOf(request),
        auditFilterQuerySchema.parse(request.query),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    });

    app.get('/audit/settings', async (request) => audit.getSettings(sessionOf(request)));

    app.put('/audit/settings', async (request) =>
      audit.saveSettings(sessionOf(request), auditSettingsSchema.parse(request.body ?? {})),
    );
  };
}
