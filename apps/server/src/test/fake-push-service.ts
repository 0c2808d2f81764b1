import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
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

/**
 * A browser's subscription keys with what it reads its pushes with: `read` decrypts a push as
 * the browser does (RFC 8291, one aes128gcm record) and answers its JSON.
 */
export function browserPushKeyPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const info = (text: string) => Buffer.from(`${text}\0`);
  return {
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    read(push: ReceivedPush): unknown {
      const { body } = push;
      const salt = body.subarray(0, 16);
      const keyIdLength = body.readUInt8(20);
      const serverKey = body.subarray(21, 21 + keyIdLength);
      const record = body.subarray(21 + keyIdLength);
      const keyInfo = Buffer.concat([info('WebPush: info'), ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(serverKey), auth, keyInfo, 32));
      const key = hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16);
      const nonce = hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12);
      const decipher = createDecipheriv('aes-128-gcm', Buffer.from(key), Buffer.from(nonce));
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zeros.
      const end = padded.lastIndexOf(2);
      return JSON.parse(padded.subarray(0, end).toString('utf8'));
    },
  };
}
