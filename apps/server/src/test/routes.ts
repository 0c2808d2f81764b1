import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; url: string };

/** One line of `printRoutes({ commonPrefix: false })`: tree drawing, segment, methods. */
const TREE_LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app answers, read from Fastify's own route tree so that a route added
 * tomorrow is covered without anyone remembering to list it. HEAD routes Fastify derives from
 * GET are left out.
 */
export function listRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (pathAtDepth[depth - 1] ?? '') + (match[2] ?? '');
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    // The tree prints a route at the root without its slash (`*` for `/*`).
    const path = url.startsWith('/') ? url : `/${url}`;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url: path });
    }
  }
  return routes;
}

/** The `:name` parameters of a route's URL. */
export function routeParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}
