import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.document.js';

/** GET /openapi.json: the public API's OpenAPI 3.1 document; public, like any API reference. */
export function openApiRoutes(publicUrl: string) {
  let document: string | undefined;
  return async (app: FastifyInstance) => {
    app.get('/openapi.json', async (_request, reply) => {
      document ??= JSON.stringify(buildOpenApiDocument(publicUrl) satisfies OpenApiDocument);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(document);
    });
  };
}
