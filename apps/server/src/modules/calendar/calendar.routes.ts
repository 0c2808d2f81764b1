import {
  CALENDAR_MESSAGES,
  createEventRequestSchema,
  deleteEventQuerySchema,
  listEventsQuerySchema,
  updateEventRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { createCalendarService } from './calendar.service.js';
import { registerCalendarListRoutes } from './calendars.routes.js';

type WithId = { Params: { id: string } };

/**
 * A write without a specific account answers the spec's sentence as it is (not as a field
 * error), after the permission check.
 */
function requireAccount(source: unknown) {
  const value = (source as { accountId?: unknown } | null | undefined)?.accountId;
  if (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && ['', 'all'].includes(value.trim()))
  ) {
    throw new AppError('VALIDATION_ERROR', CALENDAR_MESSAGES.selectAccount);
  }
}

/** GET, POST /calendar/events and PUT, DELETE /calendar/events/{id} (spec 3 §7). */
export function calendarRoutes(deps: AppDeps, authenticate: PreHandler) {
  const calendar = createCalendarService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);
    registerCalendarListRoutes(app, deps);

    app.get('/calendar/events', async (request) =>
      calendar.listEvents(sessionOf(request), listEventsQuerySchema.parse(request.query)),
    );

    app.post('/calendar/events', async (request, reply) => {
      const session = sessionOf(request);
      calendar.assertCanEdit(session);
      requireAccount(request.body);
      const event = await calendar.createEvent(
        session,
        createEventRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ event });
    });

    app.put<WithId>('/calendar/events/:id', async (request) => {
      const session = sessionOf(request);
      calendar.assertCanEdit(session);
      requireAccount(request.body);
      return {
        event: await calendar.updateEvent(
          session,
          request.params.id,
          updateEventRequestSchema.parse(request.body),
        ),
      };
    });

    app.delete<WithId>('/calendar/events/:id', async (request) => {
      const session = sessionOf(request);
      calendar.assertCanEdit(session);
      requireAccount(request.query);
      await calendar.deleteEvent(
        session,
        request.params.id,
        deleteEventQuerySchema.parse(request.query),
      );
      return { ok: true };
    });
  };
}
