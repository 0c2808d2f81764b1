import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { templateError } from './errors.js';

/** `/foo.png`, `/assets/x.js`, `/favicon.ico`: a file, never a page of the app. */
function looksLikeFile(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  const lastSegment = decoded.split(/[/\\]/).pop() ?? '';
  return /\.[^.]+$/.test(lastSegment) || lastSegment === '..';
}

/**
 * Serve the built web app: brotli or gzip as made at build time, hashed assets cached for a year, every file of the build (listed once
 * at start, so nothing outside the root can be reached) and index.html for the client router's
 * paths (no file extension). Anything else, /api or a missing file alike, answers JSON 404, so
 * a missing file and a file outside the web root look the same. HEAD answers like GET.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Routes of our own below (serveFiles): the plugin's route per file was a tenth of the
      // start's CPU, the build having hundreds of files (each chunk with its .br and .gz).
      serve: false,
      index: false,
      // The build writes .br and .gz beside each file: sent as they are, never compressed here.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    serveFiles(app, webDistDir);
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname !== '/api' &&
      !pathname.startsWith('/api/') &&
      !looksLikeFile(pathname);
    if (!isPage)
      throw templateError('NOT_FOUND', 'No route {method} {path}.', {
        method: request.method,
        path: pathname,
      });
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`, then start the server again.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/**
 * The build's files, listed once: a route for each file at the top (index.html, sw.js, the
 * favicon...) and one wildcard route per folder (`/assets/*`) that serves only listed files.
 * Nothing catches `/api`, so the API's own 404s stay as they are.
 */
function serveFiles(app: FastifyInstance, root: string) {
  const entries = readdirSync(root, { withFileTypes: true });
  for (const entry of entries) {
    if (entry.isFile()) {
      app.get(`/${entry.name}`, (_request, reply) => reply.sendFile(entry.name));
    } else if (entry.isDirectory()) {
      const files = listFiles(path.join(root, entry.name));
      app.get<{ Params: { '*': string } }>(`/${entry.name}/*`, (request, reply) => {
        const file = request.params['*'];
        return files.has(file) ? reply.sendFile(`${entry.name}/${file}`) : reply.callNotFound();
      });
    }
  }
}

/** Every file of the build by its URL path below the root (`assets/x.js`), listed once. */
function listFiles(root: string): Set<string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      ),
  );
}
