import {
  createProjectRequestSchema,
  listProjectsQuerySchema,
  updateProjectRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createProjectsService } from './projects.service.js';

type WithId = { Params: { id: string } };

/** GET, POST /projects and GET, PUT, DELETE /projects/{id} */
export function projectsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const projects = createProjectsService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/projects', async (request) => ({
      projects: await projects.listProjects(
        sessionOf(request),
        listProjectsQuerySchema.parse(request.query),
      ),
    }));

    app.post('/projects', async (request, reply) => {
      const project = await projects.createProject(
        sessionOf(request),
        createProjectRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ project });
    });

    app.get<WithId>('/projects/:id', async (request) =>
      projects.getProject(sessionOf(request), request.params.id),
    );

    app.put<WithId>('/projects/:id', async (request) => ({
      project: await projects.updateProject(
        sessionOf(request),
        request.params.id,
        updateProjectRequestSchema.parse(request.body),
      ),
    }));

    app.delete<WithId>('/projects/:id', async (request) => {
      await projects.deleteProject(sessionOf(request), request.params.id);
      return { ok: true };
    });
  };
}
