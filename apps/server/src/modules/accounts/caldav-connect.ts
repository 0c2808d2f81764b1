import { connectCaldavRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { CaldavDiscovery } from '../calendar/providers/caldav-calendar.js';
import { assertMayConnectAccounts, createAccountsService } from './accounts.service.js';

/**
 * POST /email/accounts/caldav: the calendar is found with the given credentials before anything
 * is saved (the server URL passes the outbound guard: it is the user's); the password is stored
 * sealed. Answers 201 {account}, or 400 with what went wrong in the user's words.
 */
export function caldavConnectRoutes(deps: AppDeps, authenticate: PreHandler) {
  const accounts = createAccountsService(deps);

  return async (app: FastifyInstance) => {
    app.post('/email/accounts/caldav', { preHandler: authenticate }, async (request, reply) => {
      const session = sessionOf(request);
      assertMayConnectAccounts(session);
      const input = connectCaldavRequestSchema.parse(request.body);
      // tsdav and ical.js load with the first CalDAV use, not with every start.
      const { CaldavConnectError, discoverCaldavCalendar } =
        await import('../calendar/providers/caldav-calendar.js');
      let found: CaldavDiscovery;
      try {
        found = await discoverCaldavCalendar(deps.outbound, input);
      } catch (error) {
        if (error instanceof CaldavConnectError) throw new AppError('BAD_REQUEST', error.message);
        throw error;
      }
      const host = new URL(found.serverUrl).host;
      const account = await accounts.connectAccount(session, {
        accountType: 'caldav',
        emailAddress: input.username.includes('@') ? input.username : `${input.username}@${host}`,
        displayName: input.displayName || found.calendarName || input.username,
        credentials: { kind: 'password', username: input.username, password: input.password },
        settings: { serverUrl: found.serverUrl, calendarUrl: found.calendarUrl },
        externalId: `${found.calendarUrl}|${input.username}`,
        shared: input.shared,
      });
      return reply.status(201).send({ account });
    });
  };
}
