import {
  eventReplyRequestSchema,
  freeBusyQuerySchema,
  INVITATION_MESSAGES,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import { createFreeBusyService } from './free-busy.service.js';
import { createInvitationsService } from './invitations.service.js';

type WithId = { Params: { id: string } };
type WithToken = { Params: { token: string } };

/** Guests' answers per client address: enough for people, not for guessing tokens. */
const GUEST_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  errorResponseBuilder: () => new AppError('RATE_LIMITED', INVITATION_MESSAGES.rateLimited),
};

/**
 * POST /calendar/events/{id}/reply (a member answers), GET /calendar/free-busy (members' busy
 * blocks) and the public GET, POST /calendar/invitations/{token}[/reply] of a guest's link.
 */
export function invitationsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const invitations = createInvitationsService(deps);
  const freeBusy = createFreeBusyService(deps);

  return async (app: FastifyInstance) => {
    app.post<WithId>(
      '/calendar/events/:id/reply',
      { preHandler: authenticate },
      async (request) => {
        const { status } = eventReplyRequestSchema.parse(request.body);
        return { attendee: await invitations.reply(sessionOf(request), request.params.id, status) };
      },
    );

    app.get('/calendar/free-busy', { preHandler: authenticate }, async (request) =>
      freeBusy(sessionOf(request), freeBusyQuerySchema.parse(request.query)),
    );

    app.get<WithToken>(
      '/calendar/invitations/:token',
      { config: { rateLimit: GUEST_RATE_LIMIT } },
      async (request) => ({ invitation: await invitations.invitationOf(request.params.token) }),
    );

    app.post<WithToken>(
      '/calendar/invitations/:token/reply',
      { config: { rateLimit: GUEST_RATE_LIMIT } },
      async (request) => {
        const { status } = eventReplyRequestSchema.parse(request.body);
        return { invitation: await invitations.guestReply(request.params.token, status) };
      },
    );
  };
}
