import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import { createAccountThrottle } from './modules/auth/account-throttle.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthenticate } from './modules/auth/authenticate.js';
import { openApiRoutes } from './modules/openapi/openapi.routes.js';
import { reportCallsToWebhooks } from './modules/webhooks/webhooks.calls.js';
import {
  createWebhooksModule,
  DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
} from './modules/webhooks/webhooks.module.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { createSessionsService } from './modules/auth/sessions.service.js';
import { mcpRoutes } from './modules/ai/ai.mcp.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { createAccessTokens } from './modules/ai/ai.tokens.js';
import { createAiService, providerFor } from './modules/ai/ai.service.js';
import { aiAssistRoutes } from './modules/ai/assist/assist.routes.js';
import { createContentAssist } from './modules/ai/assist/assist.service.js';
import { createAiRateLimit } from './modules/ai/ai.rate-limit.js';
import { createAiServices } from './modules/ai/ai.services.js';
import { createTaskReminderScheduler } from './modules/ai/reminders/task-reminder-scheduler.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { createAuditPurge } from './modules/audit/audit.purge.js';
import { createFirstRefusalGate } from './modules/audit/audit.first-refusal.js';
import { recordRouteRefusals } from './modules/audit/audit.rate-limit.js';
import { installAuditOrigin } from './modules/audit/audit.record.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { calendarFeedRoutes } from './modules/calendar/calendar-feed.routes.js';
import { invitationsRoutes } from './modules/calendar/invitations/invitations.routes.js';
import { caldavConnectRoutes } from './modules/accounts/caldav-connect.js';
import { oauthRoutes } from './modules/accounts/oauth/oauth.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import {
  createReminderScheduler,
  type ReminderScheduler,
} from './modules/calendar/reminder-scheduler.js';
import { createCallsEvents } from './modules/calls/calls.events.js';
import { createInboundService } from './modules/calls/calls.inbound.service.js';
import { createCallRecords } from './modules/calls/calls.records.js';
import { createCallsRateLimit } from './modules/calls/calls.rate-limit.js';
import { callsRoutes } from './modules/calls/calls.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { createCallsService } from './modules/calls/calls.service.js';
import { createCallsSettingsService } from './modules/calls/calls.settings.service.js';
import { createVoiceService } from './modules/calls/calls.voice.service.js';
import { callsWebhookRoutes, publicMediaLink } from './modules/calls/calls.webhooks.routes.js';
import { createCalendarProviders } from './modules/calendar/providers/registry.js';
import { createEmailModule, type EmailModule } from './modules/email/email.module.js';
import { createMailProviders } from './modules/email/providers/registry.js';
import type { MailProviders } from './modules/email/providers/mail-provider.js';
import type { CalendarProviders } from './modules/calendar/providers/calendar-provider.js';
import { weatherRoutes } from './modules/weather/weather.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { createChatService } from './modules/chat/chat.service.js';
import { createChatPresence } from './modules/chat/chat.presence.js';
import { createColleagueCalls } from './modules/colleague-calls/colleague-calls.service.js';
import { createMemoryPresenceStore } from './modules/chat/chat.presence.store.js';
import { createRedisPresenceStore } from './modules/chat/chat.presence.redis.js';
import { chatPresenceRoutes } from './modules/chat/chat.presence.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { createPushService } from './modules/notifications/push.service.js';
import { createInboxService, type InboxService } from './modules/inbox/inbox.service.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createDrainState, type DrainState } from './platform/drain.js';
import { createExporter } from './modules/files/export/exporter.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { createFilesService } from './modules/files/files.service.js';
import { COLLAB_TIMING, createCollab } from './modules/files/collab/collab.attach.js';
import { notesRoutes } from './modules/notes/notes.routes.js';
import { createCatalogueService } from './modules/pos/pos.catalogue.service.js';
import { createOrdersService, type PosEvents } from './modules/pos/pos.orders.service.js';
import { createPublicOrdersService } from './modules/pos/pos.public.service.js';
import { posPublicRoutes } from './modules/pos/pos.public.routes.js';
import { posRoutes } from './modules/pos/pos.routes.js';
import { sendReadySms } from './modules/pos/pos.sms.js';
import { posCounterRoutes } from './modules/pos/pos.counter.routes.js';
import { createCounterService } from './modules/pos/pos.counter.service.js';
import { organizationsRoutes } from './modules/organizations/organizations.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { tasksRoutes } from './modules/tasks/tasks.routes.js';
import { taskAttachmentsRoutes } from './modules/tasks/attachments/task-attachments.routes.js';
import { taskBoardRoutes } from './modules/tasks/task-board.routes.js';
import { attachTaskEvents } from './modules/tasks/task-events.js';
import { taskLabelsRoutes } from './modules/tasks/task-labels.routes.js';
import { taskStatesRoutes } from './modules/tasks/task-states.routes.js';
import { taskActivityRoutes } from './modules/tasks/activity/task-activity.routes.js';
import { taskCommentsRoutes } from './modules/tasks/comments/task-comments.routes.js';
import { documentCommentsRoutes } from './modules/files/comments/document-comments.routes.js';
import { taskWatchersRoutes } from './modules/tasks/watchers/task-watchers.routes.js';
import { taskViewsRoutes } from './modules/tasks/views/task-views.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { signedInDevicesRoutes } from './modules/auth/signed-in-devices.routes.js';
import { ssoRoutes } from './modules/auth/sso/sso.routes.js';
import { refuseTwoFactorPending } from './modules/auth/two-factor/two-factor.gate.js';
import { twoFactorRoutes } from './modules/auth/two-factor/two-factor.routes.js';
import type { AppDeps } from './platform/app-deps.js';
import { holdAfterClaims } from './platform/jobs/claim-lease.js';
import type { Database } from './platform/db/database.js';
import { jobQueuePrefixOnceReady } from './platform/jobs/queue-prefix.js';
import { createSessionRevocations } from './platform/auth/session-revocations.js';
import { registerErrorHandler, sendError } from './platform/errors.js';
import { createJobQueues } from './platform/jobs/job-queue.js';
import { createLogger, flushLogger, RequestLogController } from './platform/logger.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createOutbound } from './platform/net/outbound.js';
import { defaultWebDistDir } from './platform/paths.js';
import { createRealtime, type Realtime } from './platform/realtime/realtime.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerSameOriginGuard } from './platform/security/same-origin.js';
import { createAppSecretBox } from './platform/security/secret-box.js';
import { fastifyTrustProxy } from './platform/trust-proxy.js';
import { registerWebApp } from './platform/web.js';
import { loadRedis, newRedis } from './platform/redis-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM: health answers 503 so a load balancer stops sending work here. */
    drain: DrainState;
    /** socket.io (/chat); served once attached to the listening HTTP server. */
    realtime: Realtime;
    /** The Inbox (tests notify through it directly). */
    inbox: InboxService;
    /** E-mail: its sync queue (tests wait for it). */
    email: EmailModule;
    /** Calendar reminders (tests tick it at a chosen time). */
    reminders: ReminderScheduler;
  }
}

/**
 * Node's server.close() waits for every keep-alive connection; answers sent while we stop
 * tell the client to close, so in-flight requests finish and then the process can exit.
 */
function closeConnectionsWhenStopping(app: FastifyInstance) {
  let isStopping = false;
  app.addHook('preClose', async () => {
    isStopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isStopping) reply.header('connection', 'close');
  });
}

export type BuildAppOptions = {
  db: Database;
  /** Replaces the SMTP/log mailer (tests capture mail through a local SMTP server instead). */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
  /** Calendar providers that replace the registry's (tests: fakes that fail or stall). */
  calendarProviders?: CalendarProviders;
  /** Mail providers that replace the registry's (tests: fakes of Gmail and Graph). */
  mailProviders?: MailProviders;
};

/** Build the whole product as one Fastify instance; it does not listen (tests inject). */
export async function buildApp(
  config: AppConfig,
  options: BuildAppOptions,
): Promise<FastifyInstance> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    logController: new RequestLogController(),
    // Malformed URLs and over-long parameters answer `{error, code}` like every other error.
    frameworkErrors: sendError,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.addHook('onClose', async () => flushLogger(logger));
  app.decorateRequest('auth', null);
  closeConnectionsWhenStopping(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);

  const deps: AppDeps = {
    config,
    db: options.db,
    mailer: options.mailer ?? createMailer(config, app.log as FastifyBaseLogger),
    logger: app.log,
    outbound: createOutbound({ allowedHosts: config.outboundAllowedHosts }),
    secrets: createAppSecretBox({ secretsKey: config.secretsKey, dataDir: config.dataDir }),
    calendarProviders: {},
    mailProviders: {},
    jobQueuePrefix: jobQueuePrefixOnceReady(app, options.db, config.jobQueuePrefix),
  };
  Object.assign(deps.calendarProviders, createCalendarProviders(deps), options.calendarProviders);
  Object.assign(deps.mailProviders, createMailProviders(deps), options.mailProviders);
  app.addHook('onClose', async () => deps.outbound.close());

  await app.register(fastifyCookie);
  registerSameOriginGuard(app, config.publicUrl);
  // The audit log records each event's address and device from the request being handled.
  installAuditOrigin(app);
  // Shared counters across processes when Redis is configured; in-process otherwise.
  if (config.redisUrl) await loadRedis();
  const redis = config.redisUrl
    ? newRedis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    // Down Redis: requests that need it answer 503 (platform/errors.ts); this keeps it seen.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit redis error'));
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'worksphere-rate-limit-',
    keyGenerator: (request) => `${request.ip}:${request.routeOptions.url ?? request.url}`,
    // The first refusal per key per window goes to the audit log (not every request of a flood).
    onExceeded: recordRouteRefusals(
      deps.db,
      createFirstRefusalGate(redis),
      config.authRateLimit.windowMs,
    ),
  });

  // The calls routes' limit, shared with the MCP server's tools that stand for them.
  const callsLimit = createCallsRateLimit(config, redis);
  const accountThrottle = createAccountThrottle(config, redis);
  // Revoked sessions and changed users, heard by every process (Redis pub/sub when configured).
  const revocations = createSessionRevocations({ redisUrl: config.redisUrl, logger: app.log });
  app.addHook('onClose', async () => revocations.close());
  const sessions = createSessionsService(deps, revocations);
  // Personal access tokens: the MCP server's, and the public API's within their scopes.
  const aiTokens = createAccessTokens(deps.db);
  const authenticate = createAuthenticate(sessions, aiTokens);
  const push = createPushService(deps);
  // eslint-disable-next-line prefer-const -- the realtime layer asks the chat service, built after it
  let chat: ReturnType<typeof createChatService> | undefined;
  // Point of sale: its services announce through the realtime layer, which asks them back.
  const posEvents: PosEvents = {
    order: (organizationId, order, change) => {
      realtime.pos.toStaff(organizationId, { order, change });
      const event = change === 'created' ? 'pos.order.placed' : 'pos.order.updated';
      deps.webhooks?.emit(organizationId, event, { order });
    },
    publicStatus: (tokenHash, order) => realtime.pos.toOrder(tokenHash, order),
    // calls is built below; this runs only later, when an order becomes ready.
    orderReady: (row) =>
      sendReadySms(deps.db, calls, row).then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'pos ready sms failed'),
      ),
  };
  const posCatalogue = createCatalogueService(deps);
  const posOrders = createOrdersService(deps, posEvents);
  const posPublic = createPublicOrdersService(deps, posEvents);
  const posCounter = createCounterService(deps, posEvents);
  const realtime = createRealtime({
    redisUrl: config.redisUrl,
    publicUrl: config.publicUrl,
    logger: app.log,
    // Sockets follow the rule of the API: none before a required two-factor set-up.
    resolveSession: (token, options) =>
      sessions.resolveSession(token, options).then(refuseTwoFactorPending),
    revocations,
    canReadThread: async (session, threadId) =>
      chat ? chat.canReadThread(session, threadId) : false,
    findPublicOrder: (tokenHash) => posPublic.statusByTokenHash(tokenHash),
  });
  // Every module's "something needs you" goes through the Inbox (deps.inbox).
  const inbox = createInboxService(deps, realtime, push);
  deps.inbox = inbox;
  chat = createChatService(deps, realtime);
  // Background jobs (the assistant's runs): in this process, or BullMQ with REDIS_URL.
  const jobs = createJobQueues({
    redisUrl: config.redisUrl,
    logger: app.log,
    prefix: deps.jobQueuePrefix,
  });
  app.addHook('preClose', async () => jobs.close());
  // Outgoing webhooks: deliveries on the job queue, due retries queued by a periodic pass.
  const webhooks = createWebhooksModule(deps, jobs, {
    retryIntervalMs: config.webhooks.retryIntervalMs,
    retryDelaysMs: config.webhooks.retryDelaysMs ?? DEFAULT_WEBHOOK_RETRY_DELAYS_MS,
  });
  deps.webhooks = webhooks.emitter;
  app.addHook('onListen', async () => webhooks.start());
  app.addHook('preClose', async () => webhooks.stop());
  const drain = createDrainState();
  app.decorate('drain', drain);
  app.decorate('realtime', realtime);
  app.decorate('inbox', inbox);
  // Every listening process looks for reminders due; deliveries are claimed, so each goes once.
  const reminderLease = (what: string) => ({
    leaseMs: config.reminderClaims.leaseMs,
    afterClaim: holdAfterClaims(config.reminderClaims.holdAfterClaims, app.log, what),
  });
  const reminders = createReminderScheduler(deps, undefined, reminderLease('event reminder'));
  app.decorate('reminders', reminders);
  app.addHook('onListen', async () => reminders.start(config.calendarReminderIntervalMs));
  app.addHook('preClose', async () => reminders.stop());
  // The audit log's retention: a daily purge of events older than each organisation keeps.
  const auditPurge = createAuditPurge(deps);
  app.addHook('onListen', async () => auditPurge.start());
  app.addHook('preClose', async () => auditPurge.stop());
  // Reminders the assistant set on tasks ("remind me to ... at ..."), on the same timer.
  const taskReminders = createTaskReminderScheduler(
    deps,
    undefined,
    reminderLease('task reminder'),
  );
  app.addHook('onListen', async () => taskReminders.start(config.calendarReminderIntervalMs));
  app.addHook('preClose', async () => taskReminders.stop());
  const callsSettings = createCallsSettingsService(deps);
  const callsEvents = reportCallsToWebhooks(
    createCallsEvents(deps.db, realtime, push, app.log, inbox),
    () => deps.webhooks,
  );
  const callRecords = createCallRecords(deps.db, callsEvents);
  const calls = createCallsService(
    deps,
    callsSettings,
    callsEvents,
    callRecords,
    publicMediaLink(deps),
  );
  const callsInbound = createInboundService(deps.db, callsSettings, callsEvents, callRecords);
  const callsVoice = createVoiceService(
    deps,
    callsSettings,
    callsEvents,
    callRecords,
    callsInbound,
  );
  const email = createEmailModule(deps, () => realtime);
  app.decorate('email', email);
  // Its timers start when the app is ready: after the migrations in `npm start`.
  app.addHook('onReady', async () => email.start());
  app.addHook('preClose', async () => email.close());
  const aiServices = createAiServices(deps, {
    chat,
    email: email.service,
    calls,
    callsSettings,
    posCounter,
  });
  const ai = createAiService({
    deps,
    services: aiServices,
    realtime: realtime.ai,
    jobs,
    redis,
  });
  // Summaries and drafted replies of a chat thread or a mail, through the configured model.
  const contentAssist = createContentAssist({
    provider: providerFor(config),
    services: aiServices,
    takeRate: createAiRateLimit(config.ai.rateLimit, redis).take,
  });
  const files = createFilesService(deps);
  // The PDF export's Chromium starts on the first export and stops with the app.
  const exporter = createExporter(deps, files);
  app.addHook('onClose', async () => exporter.close());
  // socket.io listens on the same HTTP server (path /socket.io); app.inject never touches it.
  realtime.attach(app.server);
  app.addHook('preClose', async () => realtime.close());
  // Documents written together: Hocuspocus at /api/collab on the same HTTP server, loaded on
  // first use; closed before the pool so every open document's state is stored.
  const collab = createCollab({
    db: deps.db,
    files,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    logger: app.log,
    resolveSession: (token) => sessions.resolveSession(token).then(refuseTwoFactorPending),
    revocations,
    ...COLLAB_TIMING,
  });
  collab.attach(app.server);
  app.addHook('onListen', async () => collab.preload());
  app.addHook('preClose', async () => collab.close());
  // Task writes announce themselves to this app's sockets (task-events.ts) until it closes.
  const detachTaskEvents = attachTaskEvents(realtime.chat);
  app.addHook('preClose', async () => detachTaskEvents());
  // Presence and typing on /chat; closed after the sockets, whose last reports it still takes.
  const presence = createChatPresence({
    chat: realtime.chat,
    store: config.redisUrl
      ? createRedisPresenceStore(config.redisUrl, config.chatPresenceTtlMs, app.log)
      : createMemoryPresenceStore(),
    logger: app.log,
    ttlMs: config.chatPresenceTtlMs,
    recheckSession: realtime.recheckSession,
    acrossProcesses: Boolean(config.redisUrl),
  });
  app.addHook('preClose', async () => presence.close());
  // Calls between colleagues: signalling on /chat, the media between the browsers.
  const colleagueCalls = createColleagueCalls({
    db: deps.db,
    chat: realtime.chat,
    logger: app.log,
    inbox,
    iceServers: config.colleagueCalls.iceServers,
    ringMs: config.colleagueCalls.ringMs,
    recheckSession: realtime.recheckSession,
  });
  app.addHook('preClose', async () => colleagueCalls.close());
  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps.db, drain));
      await api.register(authRoutes(deps, sessions, accountThrottle));
      await api.register(usersRoutes(deps, sessions, authenticate, accountThrottle));
      await api.register(signedInDevicesRoutes(deps, sessions, authenticate));
      await api.register(auditRoutes(createAuditService(deps), authenticate));
      await api.register(ssoRoutes(deps, sessions, authenticate));
      await api.register(twoFactorRoutes(deps, sessions, authenticate, redis));
      await api.register(organizationsRoutes(deps, authenticate));
      await api.register(categoriesRoutes(deps, authenticate));
      await api.register(projectsRoutes(deps, authenticate));
      await api.register(tasksRoutes(deps, authenticate));
      await api.register(taskAttachmentsRoutes(deps, authenticate));
      await api.register(taskStatesRoutes(deps, authenticate));
      await api.register(taskLabelsRoutes(deps, authenticate));
      await api.register(taskBoardRoutes(deps, authenticate));
      await api.register(taskCommentsRoutes(deps, authenticate));
      await api.register(taskActivityRoutes(deps, authenticate));
      await api.register(taskWatchersRoutes(deps, authenticate));
      await api.register(taskViewsRoutes(deps, authenticate));
      await api.register(notesRoutes(deps, authenticate));
      await api.register(accountsRoutes(deps, authenticate));
      await api.register(oauthRoutes(deps, authenticate));
      await api.register(caldavConnectRoutes(deps, authenticate));
      await api.register(calendarRoutes(deps, authenticate));
      await api.register(calendarFeedRoutes(deps, authenticate));
      await api.register(invitationsRoutes(deps, authenticate));
      await api.register(weatherRoutes(deps, authenticate));
      await api.register(dashboardRoutes(deps, authenticate));
      await api.register(chatRoutes(deps, chat, authenticate));
      await api.register(chatPresenceRoutes(presence, authenticate));
      await api.register(filesRoutes(deps, files, exporter, authenticate));
      await api.register(documentCommentsRoutes(deps, authenticate));
      await api.register(notificationsRoutes(push, authenticate));
      await api.register(inboxRoutes(inbox, authenticate));
      await api.register(posRoutes(deps, posCatalogue, posOrders, authenticate));
      await api.register(
        posCounterRoutes(posCounter, exporter.renderPdf, authenticate, config.posReceiptRateLimit),
      );
      await api.register(posPublicRoutes(deps, posCatalogue, posPublic));
      await api.register(
        callsRoutes(deps, calls, callsInbound, callsSettings, callsVoice, authenticate, callsLimit),
      );
      await api.register(callsWebhookRoutes(deps, callsInbound, callsSettings, callsVoice));
      await api.register(contactsRoutes(deps, authenticate));
      await api.register(email.routes(authenticate));
      await api.register(aiRoutes(ai, aiTokens, authenticate));
      await api.register(aiAssistRoutes(contentAssist, authenticate));
      await api.register(mcpRoutes(ai, aiServices, aiTokens, callsLimit));
      await api.register(openApiRoutes(config.publicUrl));
      await api.register(webhooksRoutes(webhooks.service, authenticate));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir ?? defaultWebDistDir);
  return app;
}
