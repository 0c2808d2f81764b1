import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import webpush from 'web-push';

export type ReceivedPush = { headers: IncomingMessage['headers']; body: Buffer; url: string };

/**
 * A Web Push service on loopback: records every POST, answers 201 (410 for /gone). Call it
 * before useTestApp and put `hostPort` into OUTBOUND_ALLOWED_HOSTS: the outbound guard refuses
 * loopback otherwise. `connections` counts every TCP connection it is offered.
 */
export function useFakePushService() {
  const service = {
    url: '',
    hostPort: '',
    received: [] as ReceivedPush[],
    connections: 0,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      service.received.push({
        headers: request.headers,
        body: Buffer.concat(chunks),
        url: request.url!,
      });
      response.statusCode = request.url === '/gone' ? 410 : 201;
      response.end();
    });
  });
  server.on('connection', () => (service.connections += 1));
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    service.hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    service.url = `http://${service.hostPort}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return service;
}

/** A browser's subscription keys (what PushManager.subscribe gives), generated here. */
export function browserPushKeys() {
  const keys = webpush.generateVAPIDKeys();
  return { p256dh: keys.publicKey, auth: Buffer.from('0123456789abcdef').toString('base64url') };
}
