import { weatherLocationSchema, weatherQuerySchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createWeatherService } from './weather.service.js';

/** GET /weather?start&end, GET and PUT /weather/location. */
export function weatherRoutes(deps: AppDeps, authenticate: PreHandler) {
  const weather = createWeatherService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/weather', async (request) =>
      weather.getWeather(sessionOf(request), weatherQuerySchema.parse(request.query)),
    );

    app.get('/weather/location', async (request) => ({
      location: await weather.getLocation(sessionOf(request)),
    }));

    app.put('/weather/location', async (request) => ({
      location: await weather.setLocation(
        sessionOf(request),
        weatherLocationSchema.parse(request.body),
      ),
    }));
  };
}
