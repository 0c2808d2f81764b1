import { dashboardLayoutSchema, dashboardSummaryQuerySchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createDashboardService } from './dashboard.service.js';

/** GET, PUT /dashboard/layout and GET /dashboard/summary */
export function dashboardRoutes(deps: AppDeps, authenticate: PreHandler) {
  const dashboard = createDashboardService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/dashboard/layout', async (request) => dashboard.getLayout(sessionOf(request)));

    app.put('/dashboard/layout', async (request) =>
      dashboard.saveLayout(sessionOf(request), dashboardLayoutSchema.parse(request.body)),
    );

    app.get('/dashboard/summary', async (request) => {
      const { days } = dashboardSummaryQuerySchema.parse(request.query);
      return dashboard.getSummary(sessionOf(request), days);
    });
  };
}
