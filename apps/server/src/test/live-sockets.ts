import { afterAll, beforeAll } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { TestApp } from './test-app.js';

/**
 * The test app listening on a free loopback port, for socket tests: `baseUrl` once it listens,
 * and every socket handed to `track` disconnected when the file's tests are done (before the app
 * closes: after-hooks run in reverse order).
 */
export function useLiveSockets(testApp: TestApp) {
  const sockets: Socket[] = [];
  const live = {
    baseUrl: '',
    /** Keeps the socket to disconnect it at the end; answers it. */
    track<S extends Socket>(socket: S): S {
      sockets.push(socket);
      return socket;
    },
  };
  beforeAll(async () => {
    live.baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });
  return live;
}
