import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Security headers on every answer (API, static files, the app's HTML, errors and 404s), set by
 * helmet in an onRequest hook. The CSP fits the built web app: its scripts, styles, icons and
 * manifest are served by us; images may come from the web (rich text) or data: URLs, and
 * blob: images and media are the previews of files picked but not yet uploaded (chat composer).
 * helmet's middleware is built once here (the Fastify plugin builds it again for every request,
 * parsing the whole policy each time: a tenth of a light request's CPU).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const publicUrl = new URL(config.publicUrl);
  const isHttps = publicUrl.protocol === 'https:';
  // CSP 3 lets 'self' cover the same origin's websocket; older browsers need it spelled out.
  const socketOrigin = `${isHttps ? 'wss' : 'ws'}://${publicUrl.host}`;

  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // TipTap and react-toastify add <style> elements and index.html has a style attribute.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Attachments play from /api/uploads; blob: only for the local preview before sending.
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (a LAN or localhost install) upgrading would break every request.
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only when the public address is https: a browser would refuse plain http for a year.
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // The app loads nothing cross-origin that would need COEP.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    );
  });
}
