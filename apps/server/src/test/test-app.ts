import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../platform/db/database.js';
import { adminQuery, cloneTemplate, databaseUrl, testDatabaseName } from './databases.js';

/** The key every test app seals secrets with (tests read stored credentials with it). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  /** The test database's URL, for a second app on the same data. */
  databaseUrl: string;
  close: () => Promise<void>;
};

/** The real app on a fresh database of its own, cloned from the migrated template. */
export async function createTestApp(
  /** Variables to add; one set to undefined is left out (e.g. PUBLIC_URL). */
  environment: Record<string, string | undefined> = {},
  options: Omit<BuildAppOptions, 'db'> = {},
): Promise<TestApp> {
  const adminUrl = inject('adminUrl');
  const templateDatabase = inject('templateDatabase');
  const name = testDatabaseName(templateDatabase, randomBytes(6).toString('hex'));
  await cloneTemplate(adminUrl, templateDatabase, name);
  const url = databaseUrl(adminUrl, name);
  const database = openDatabase(url, 5);
  const variables: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://worksphere.test',
    AUTH_RATE_LIMIT_MAX: '1000',
    POS_ORDER_RATE_LIMIT_MAX: '1000',
    // A fixed test key: no key file is written into the working tree's data/ folder.
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...environment,
  };
  const config = loadConfig(
    Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined)),
  );
  const app = await buildApp(config, { ...options, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

/** One API call through `inject`, as the browser would make it. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

/**
 * A test file's app: created before its tests, closed after them. The environment may be a
 * function, read when the app is created (after earlier beforeAll hooks, e.g. fake services
 * whose ports are known only then).
 */
export function useTestApp(
  environment: Record<string, string | undefined> | (() => Record<string, string | undefined>) = {},
  options: Omit<BuildAppOptions, 'db'> = {},
): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(
      testApp,
      await createTestApp(typeof environment === 'function' ? environment() : environment, options),
    );
  });
  afterAll(() => testApp.close());
  return testApp;
}
