import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
import { ask, connectAi, finalOf } from '../../test/ai-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { call, TEST_SECRETS_KEY, useTestApp } from '../../test/test-app.js';

/** Two processes on one database and one Redis: runs go through BullMQ, answers through the adapter. */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// A queue of this test's own: no other test's process takes these jobs.
const JOB_QUEUE_PREFIX = `test-ai-${randomBytes(4).toString('hex')}`;
const processA = useTestApp({ REDIS_URL, JOB_QUEUE_PREFIX });
let databaseB: DatabaseHandle;
let processB: FastifyInstance;
let urlA = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  urlA = await processA.app.listen({ port: 0, host: '127.0.0.1' });
  databaseB = openDatabase(processA.databaseUrl, 5);
  processB = await buildApp(
    loadConfig({
      REDIS_URL,
      JOB_QUEUE_PREFIX,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://worksphere.test',
      AUTH_RATE_LIMIT_MAX: '1000',
      SECRETS_KEY: TEST_SECRETS_KEY,
    }),
    { db: databaseB.db },
  );
  await processB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await processB.close();
  await databaseB.close();
});

describe('the assistant with REDIS_URL', () => {
  it('queues runs in BullMQ and answers the caller on whichever process their socket is', async () => {
    const admin = await registerOrganization(processB);
    const socket = await connectAi(urlA, admin.token);
    sockets.push(socket);
    for (const task of ['first via redis', 'second via redis']) {
      const { outcome } = await ask(processB, socket, admin.token, `create a task ${task}`);
      expect(finalOf(outcome).changes).toEqual([
        expect.objectContaining({ action: 'created', title: task }),
      ]);
    }
    const tasks = await call(processA.app, 'GET', '/tasks?q=via%20redis', { token: admin.token });
    expect(tasks.json().tasks).toHaveLength(2);
  });
});
