import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { InboxNotifier } from '../modules/inbox/inbox.service.js';
import type { WebhookEmitter } from '../modules/webhooks/webhooks.service.js';
import type { CalendarProviders } from '../modules/calendar/providers/calendar-provider.js';
import type { MailProviders } from '../modules/email/providers/mail-provider.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail.js';
import type { Outbound } from './net/outbound.js';
import type { SecretBox } from './security/secret-box.js';

/** What every module's service is built from. */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Requests to addresses users give (push endpoints, later CalDAV, webhooks): guarded. */
  outbound: Outbound;
  /** Seals and opens stored secrets (connected accounts' tokens and passwords). */
  secrets: SecretBox;
  /**
   * Calendar providers by account type (modules/calendar/providers/registry.ts); tests may
   * replace any through BuildAppOptions.calendarProviders.
   */
  calendarProviders: CalendarProviders;
  /**
   * Mail providers by account type (modules/email/providers/registry.ts); tests may replace any
   * through BuildAppOptions.mailProviders.
   */
  mailProviders: MailProviders;
  /** The Redis key prefix of BullMQ queues, asked for when they load (platform/jobs/queue-prefix.ts). */
  jobQueuePrefix: () => Promise<string>;
  /**
   * The Inbox: modules tell it what needs a user (mentions, assignments, calls, orders).
   * Set by buildApp once the realtime layer exists; deps built by hand in tests may leave it out.
   */
  inbox?: InboxNotifier;
  /** Outgoing webhooks: modules report their events after they commit. Set like `inbox`. */
  webhooks?: WebhookEmitter;
};
