import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SESSION_CACHE_TTL_MS } from '../../auth/sessions.service.js';
import { COLLAB_PATH } from './collab.path.js';
import type { CollabServer, CollabServerOptions } from './collab.server.js';

/**
 * Co-editing on the app's HTTP server: upgrades to /api/collab go to the collaboration server,
 * loaded on first use (Hocuspocus, Yjs and the editor's schema are not start-up code); every
 * other upgrade (socket.io) is left alone.
 */
export function createCollab(options: CollabServerOptions) {
  let loading: Promise<CollabServer> | undefined;
  const load = () =>
    (loading ??= import('./collab.server.js').then(({ createCollabServer }) =>
      createCollabServer(options),
    ));

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = (request.url ?? '').split('?')[0];
    if (path !== COLLAB_PATH && !path?.startsWith(`${COLLAB_PATH}/`)) return;
    socket.on('error', () => socket.destroy());
    load().then(
      (collab) => collab.handleUpgrade(request, socket, head),
      (error: unknown) => {
        options.logger.error({ err: error }, 'collab server failed to load');
        socket.destroy();
      },
    );
  }

  return {
    attach(server: HttpServer) {
      server.on('upgrade', onUpgrade);
    },
    /** Loads the collaboration server ahead of the first editor (after listening). */
    preload() {
      void load().catch(() => undefined);
    },
    async close() {
      if (loading) await (await loading).close();
    },
  };
}

/**
 * How often a shared document's whole state (and its HTML) is stored: after a 1 s pause in
 * typing, and at least every 5 s while typing goes on. Each change is written on its own before it
 * is acknowledged (collab_updates), so a killed process loses nothing acknowledged; only the HTML
 * lags by this window. A stored state becomes a new version every 10 minutes of activity.
 */
export const COLLAB_TIMING = {
  debounceMs: 1000,
  maxDebounceMs: 5000,
  snapshotIntervalMs: 10 * 60_000,
  // A connection's session is read again as often as the sessions cache would (and at once
  // after an announcement of a revoked session or a changed user).
  sessionRecheckMs: SESSION_CACHE_TTL_MS,
};
