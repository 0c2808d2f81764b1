import type { AuthResponse } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../test-app.js';

/**
 * Connect a Google or Microsoft account the way a browser does: POST …/start, follow the
 * authorization URL to the fake provider (which consents at once and redirects back), then
 * the callback. Answers the new account's id.
 */
export async function connectOAuthAccount(
  app: FastifyInstance,
  auth: AuthResponse,
  accountType: 'gmail' | 'outlook',
): Promise<string> {
  const started = await call(app, 'POST', `/email/accounts/oauth/${accountType}/start`, {
    token: auth.token,
    body: {},
  });
  expect(started.statusCode, started.body).toBe(200);
  const atProvider = await fetch(started.json().authorizationUrl, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const done = await app.inject({ method: 'GET', url: back.pathname + back.search });
  const settings = new URL(done.headers.location as string, 'http://worksphere.test');
  const id = settings.searchParams.get('accountConnected');
  expect(id, settings.toString()).toBeTruthy();
  return id!;
}
