import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { addressForUser } from '../../platform/public-address.js';
import { createCalendarFeedService } from './calendar-feed.service.js';

const FEED_NOT_FOUND = 'Calendar feed not found.';

/**
 * GET, POST, DELETE /calendar/feed (signed in: show, create or rotate, revoke the URL) and the
 * public GET /calendar/feed/{token}.ics that calendar apps subscribe to.
 */
export function calendarFeedRoutes(deps: AppDeps, authenticate: PreHandler) {
  const feeds = createCalendarFeedService(deps);

  return async (app: FastifyInstance) => {
    app.get('/calendar/feed', { preHandler: authenticate }, async (request) => ({
      url: await feeds.getFeedUrl(sessionOf(request), addressForUser(deps.config, request)),
    }));

    app.post('/calendar/feed', { preHandler: authenticate }, async (request) => ({
      url: await feeds.rotateFeed(sessionOf(request), addressForUser(deps.config, request)),
    }));

    app.delete('/calendar/feed', { preHandler: authenticate }, async (request) => {
      await feeds.revokeFeed(sessionOf(request));
      return { url: null };
    });

    app.get<{ Params: { file: string } }>('/calendar/feed/:file', async (request, reply) => {
      const { file } = request.params;
      const body = file.endsWith('.ics') ? await feeds.renderFeed(file.slice(0, -4)) : undefined;
      if (body === undefined) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    });
  };
}
