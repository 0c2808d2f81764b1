import {
  inboxReadAllRequestSchema,
  listInboxQuerySchema,
  updateInboxMailAccountRequestSchema,
  updateInboxPreferencesRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import type { InboxService } from './inbox.service.js';

type WithId = { Params: { id: string } };

/**
 * GET /inbox, GET /inbox/unread-count, POST /inbox/{id}/read, POST /inbox/read-all,
 * GET and PUT /inbox/preferences, GET /inbox/mail-accounts, PUT /inbox/mail-accounts/{id}:
 * always the caller's own items and choices.
 */
export function inboxRoutes(inbox: InboxService, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/inbox', async (request) =>
      inbox.listItems(sessionOf(request), listInboxQuerySchema.parse(request.query)),
    );

    app.get('/inbox/unread-count', async (request) => ({
      unreadCount: await inbox.unreadCount(sessionOf(request)),
    }));

    app.post<WithId>('/inbox/:id/read', async (request) =>
      inbox.markRead(sessionOf(request), request.params.id),
    );

    app.post('/inbox/read-all', async (request) => {
      const { kind } = inboxReadAllRequestSchema.parse(request.body);
      return inbox.markAllRead(sessionOf(request), kind);
    });

    app.get('/inbox/preferences', async (request) => ({
      preferences: await inbox.getPreferences(sessionOf(request)),
    }));

    app.put('/inbox/preferences', async (request) => {
      const { preferences } = updateInboxPreferencesRequestSchema.parse(request.body);
      return { preferences: await inbox.updatePreferences(sessionOf(request), preferences) };
    });

    app.get('/inbox/mail-accounts', async (request) => ({
      accounts: await inbox.listMailAccounts(sessionOf(request)),
    }));

    app.put<WithId>('/inbox/mail-accounts/:id', async (request) => {
      const { inbox: wanted } = updateInboxMailAccountRequestSchema.parse(request.body);
      return {
        account: await inbox.chooseMailAccount(sessionOf(request), request.params.id, wanted),
      };
    });
  };
}
