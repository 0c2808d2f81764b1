import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail.js';
import type { Outbound } from './net/outbound.js';

/** What every module's service is built from. */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Requests to addresses users give (push endpoints, later CalDAV, webhooks): guarded. */
  outbound: Outbound;
};
