import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * Serve the built web app: hashed assets cached for a year, index.html for every other
 * path so the client router takes over. Unknown /api paths answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET') {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`);
    }
    const assetPath = request.url.split('?')[0] ?? '/';
    if (hasBuild && assetPath !== '/' && existsSync(path.join(webDistDir, assetPath))) {
      return reply.sendFile(assetPath);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`, then start the server again.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
