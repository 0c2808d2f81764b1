import {
  outgoingEmailSchema,
  recipientSuggestionsQuerySchema,
  updateMailSettingsRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/session-context.js';
import { readComposeParts } from '../email.routes.js';
import type { EmailOutbox } from './email-outbox.js';
import type { MailSettingsService } from './email-mail-settings.js';

type WithId = { Params: { id: string } };

/** Undo and scheduled send, mail settings and recipient suggestions (contracts/emailWriting.ts). */
export function emailWritingRoutes(outbox: EmailOutbox, settings: MailSettingsService) {
  return async (app: FastifyInstance) => {
    app.post('/email/outbox', async (request, reply) => {
      const { message, files } = await readComposeParts(request);
      const input = outgoingEmailSchema.parse(message);
      return reply
        .status(202)
        .send({ outgoing: await outbox.queue(sessionOf(request), input, files) });
    });

    app.get('/email/outbox', async (request) => ({
      outgoing: await outbox.list(sessionOf(request)),
    }));

    app.delete<WithId>('/email/outbox/:id', async (request) => {
      await outbox.cancel(sessionOf(request), request.params.id);
      return { ok: true };
    });

    app.get('/email/settings', async (request) => ({
      settings: await settings.read(sessionOf(request)),
    }));

    app.put('/email/settings', async (request) => {
      const input = updateMailSettingsRequestSchema.parse(request.body ?? {});
      return { settings: await settings.update(sessionOf(request), input) };
    });

    app.get('/email/recipients', async (request) => {
      const { query } = recipientSuggestionsQuerySchema.parse(request.query);
      return { recipients: await settings.suggestRecipients(sessionOf(request), query) };
    });
  };
}
