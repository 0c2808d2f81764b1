import { categoryRequestSchema, type CategoryType } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createCategoriesService } from './categories.service.js';

type WithId = { Params: { id: string } };

/**
 * The spec's path is /{categoryType}/categories (task or note); the lists are also read as
 * /tasks/categories and /notes/categories, so both spellings serve every call.
 */
const PREFIXES: Record<string, CategoryType> = {
  task: 'task',
  tasks: 'task',
  note: 'note',
  notes: 'note',
};

/** GET, POST /{type}/categories and PUT, DELETE /{type}/categories/{id} */
export function categoriesRoutes(deps: AppDeps, authenticate: PreHandler) {
  const categories = createCategoriesService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    for (const [prefix, type] of Object.entries(PREFIXES)) {
      app.get(`/${prefix}/categories`, async (request) => ({
        categories: await categories.listCategories(sessionOf(request), type),
      }));

      app.post(`/${prefix}/categories`, async (request, reply) => {
        const { name } = categoryRequestSchema.parse(request.body);
        const category = await categories.createCategory(sessionOf(request), type, name);
        return reply.status(201).send({ category });
      });

      app.put<WithId>(`/${prefix}/categories/:id`, async (request) => {
        const { name } = categoryRequestSchema.parse(request.body);
        return {
          category: await categories.renameCategory(
            sessionOf(request),
            type,
            request.params.id,
            name,
          ),
        };
      });

      app.delete<WithId>(`/${prefix}/categories/:id`, async (request) => {
        await categories.deleteCategory(sessionOf(request), type, request.params.id);
        return { ok: true };
      });
    }
  };
}
