import {
  createCalendarRequestSchema,
  deleteCalendarQuerySchema,
  hiddenCalendarsRequestSchema,
  updateCalendarRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf } from '../../platform/auth/session-context.js';
import { createCalendarsService } from './calendars.service.js';

type WithId = { Params: { id: string } };

/**
 * The calendar list: GET /calendar/calendars, PUT /calendar/calendars/hidden, PATCH
 * /calendar/calendars/{id} (admins for shared calendars, owners for their private one), and for
 * admins POST /calendar/calendars and DELETE /calendar/calendars/{id}. Registered inside the
 * calendar routes, behind their sign-in check.
 */
export function registerCalendarListRoutes(app: FastifyInstance, deps: AppDeps) {
  const calendars = createCalendarsService(deps);

  app.get('/calendar/calendars', async (request) => calendars.listCalendars(sessionOf(request)));

  app.put('/calendar/calendars/hidden', async (request) => {
    const { hiddenIds } = hiddenCalendarsRequestSchema.parse(request.body);
    return calendars.setHidden(sessionOf(request), hiddenIds);
  });

  app.post('/calendar/calendars', async (request, reply) => {
    const session = sessionOf(request);
    const calendar = await calendars.createShared(
      session,
      createCalendarRequestSchema.parse(request.body),
    );
    return reply.status(201).send({ calendar });
  });

  app.patch<WithId>('/calendar/calendars/:id', async (request) => ({
    calendar: await calendars.updateCalendar(
      sessionOf(request),
      request.params.id,
      updateCalendarRequestSchema.parse(request.body),
    ),
  }));

  app.delete<WithId>('/calendar/calendars/:id', async (request) => {
    const { moveEventsTo } = deleteCalendarQuerySchema.parse(request.query);
    await calendars.deleteShared(sessionOf(request), request.params.id, moveEventsTo);
    return { ok: true };
  });
}
