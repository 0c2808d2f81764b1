import {
  createNoteRequestSchema,
  listNotesQuerySchema,
  updateNoteRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createNotesService } from './notes.service.js';

type WithId = { Params: { id: string } };

/** GET, POST /notes and GET, PUT, DELETE /notes/{id} */
export function notesRoutes(deps: AppDeps, authenticate: PreHandler) {
  const notes = createNotesService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/notes', async (request) =>
      notes.listNotes(sessionOf(request), listNotesQuerySchema.parse(request.query)),
    );

    app.post('/notes', async (request, reply) => {
      const note = await notes.createNote(
        sessionOf(request),
        createNoteRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ note });
    });

    app.get<WithId>('/notes/:id', async (request) => ({
      note: await notes.getNote(sessionOf(request), request.params.id),
    }));

    app.put<WithId>('/notes/:id', async (request) => ({
      note: await notes.updateNote(
        sessionOf(request),
        request.params.id,
        updateNoteRequestSchema.parse(request.body),
      ),
    }));

    app.delete<WithId>('/notes/:id', async (request) => {
      await notes.deleteNote(sessionOf(request), request.params.id);
      return { ok: true };
    });
  };
}
