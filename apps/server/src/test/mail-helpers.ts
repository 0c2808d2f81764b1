import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountResponseSchema,
  emailListResponseSchema,
  type EmailListResponse,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startDovecot, type Dovecot } from './dovecot.js';
import { startSmtpRecorder } from './smtp-recorder.js';
import { call, useTestApp } from './test-app.js';

export type MailWorld = {
  /** The app's DATA_DIR (attachments land under uploads/), removed after the file. */
  dataDir: string;
  dovecot: Dovecot;
  smtp: Awaited<ReturnType<typeof startSmtpRecorder>>;
};

/** Mailbox users of the test servers (IMAP and SMTP share them). */
export const MAIL_USERS = {
  ada: 'ada-secret',
  bob: 'bob-secret',
  cy: 'cy-secret',
  dee: 'dee-secret',
  eve: 'eve-secret',
} as const;

/**
 * A test file's mail servers (dovecot, SMTP recorder) and app: both servers on loopback, let
 * through the outbound guard by OUTBOUND_ALLOWED_HOSTS; no polling; quick retries.
 */
export function useMailWorld(
  environment: (world: MailWorld) => Record<string, string> = () => ({}),
) {
  const world = {} as MailWorld;
  beforeAll(async () => {
    world.dataDir = await mkdtemp(path.join(tmpdir(), 'ws-mail-data-'));
    world.dovecot = await startDovecot({ ...MAIL_USERS });
    world.smtp = await startSmtpRecorder({ ...MAIL_USERS });
  });
  afterAll(async () => {
    await world.smtp?.close();
    await world.dovecot?.stop();
    if (world.dataDir) await rm(world.dataDir, { recursive: true, force: true });
  });
  const testApp = useTestApp(() => ({
    DATA_DIR: world.dataDir,
    OUTBOUND_ALLOWED_HOSTS: `${world.dovecot.hostPort},${world.smtp.hostPort}`,
    EMAIL_SYNC_INTERVAL_MS: '0',
    EMAIL_SYNC_RETRY_DELAYS_MS: '50,100',
    EMAIL_SYNC_BATCH: '3',
    ...environment(world),
  }));
  return { world, testApp };
}

/** The connect form for a mailbox user of the test servers. */
export function imapForm(world: MailWorld, user: keyof typeof MAIL_USERS, extra = {}) {
  return {
    emailAddress: `${user}@example.com`,
    imapHost: world.dovecot.host,
    imapPort: world.dovecot.port,
    imapSecurity: 'none',
    username: user,
    password: MAIL_USERS[user],
    smtpPort: world.smtp.port,
    ...extra,
  };
}

export async function connectImap(
  app: FastifyInstance,
  token: string,
  form: Record<string, unknown>,
) {
  const response = await call(app, 'POST', '/email/accounts/imap', { token, body: form });
  expect(response.statusCode, response.body).toBe(201);
  return accountResponseSchema.parse(response.json()).account;
}

/** Wait until no sync is queued or running. */
export async function syncSettled(app: FastifyInstance) {
  await app.email.queue.idle();
}

export async function cachedEmails(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
): Promise<EmailListResponse> {
  const response = await call(app, 'POST', '/email/fetch/getCachedEmails', { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return emailListResponseSchema.parse(response.json());
}
