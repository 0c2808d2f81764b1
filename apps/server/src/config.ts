import path from 'node:path';
import {
  COLLEAGUE_CALL_RING_MS,
  DEFAULT_STORAGE_QUOTA_BYTES,
  iceServersSchema,
  type IceServer,
} from '@worksphere/contracts';
import { z } from 'zod';
import { trustProxyFromEnv, type TrustProxy } from './platform/trust-proxy.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Every environment variable the server reads, validated once at start. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().optional()),
  REDIS_URL: optionalString.pipe(z.url().optional()),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  POS_ORDER_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  POS_ORDER_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  POS_RECEIPT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  POS_RECEIPT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  EMAIL_SYNC_BATCH: z.coerce.number().int().min(1).max(500).default(200),
  EMAIL_INITIAL_SYNC_MESSAGES: z.coerce.number().int().min(1).default(2000),
  EMAIL_SYNC_RETRY_DELAYS_MS: z
    .string()
    .default('5000,30000,120000,600000')
    .transform((value, context) => {
      const delays = value.split(',').filter(Boolean).map(Number);
      if (delays.some((delay) => !Number.isInteger(delay) || delay < 0)) {
        context.addIssue({ code: 'custom', message: 'a comma-separated list of milliseconds' });
      }
      return delays;
    }),
  EMAIL_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
  CALENDAR_REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  // Under the reminders' 5-minute grace, so a reminder taken back from a dead process is on time.
  REMINDER_LEASE_MS: z.coerce.number().int().min(100).max(240_000).default(60_000),
  REMINDER_HOLD_AFTER_CLAIMS: z.coerce.number().int().min(0).optional(),
  WEBHOOK_RETRY_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  WEBHOOK_RETRY_DELAYS_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'WEBHOOK_RETRY_DELAYS_MS: milliseconds, comma-separated')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  CHAT_PRESENCE_TTL_MS: z.coerce.number().int().min(1000).default(30_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  ACCOUNT_THROTTLE_FAILURES: z.coerce.number().int().positive().default(5),
  ACCOUNT_THROTTLE_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  ACCOUNT_THROTTLE_DELAY_MS: z.coerce.number().int().positive().default(30_000),
  ACCOUNT_THROTTLE_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  TRUST_PROXY: trustProxyFromEnv,
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(25 * 1_048_576),
  /** Largest document (HTML) that can be saved or exported. */
  DOCUMENT_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1_048_576),
  /** Bytes an organisation may store in its file manager (uploads, exports, document versions). */
  STORAGE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .default(DEFAULT_STORAGE_QUOTA_BYTES),
  /** File-manager uploads per user per window. */
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  UPLOAD_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** The Chromium that renders PDF exports; unset: found on PATH (chromium, google-chrome...). */
  CHROMIUM_PATH: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: booleanFromEnv.default(false),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  MAIL_FROM: z.string().default('Worksphere <no-reply@worksphere.local>'),
  WEB_DIST_DIR: optionalString,
  /**
   * Exact `host:port` pairs (comma-separated; IPv6 as `[::1]:8443`) that outbound requests to
   * user-given addresses may reach although they are not public https (see platform/net).
   */
  OUTBOUND_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?):([1-9]\d{0,4})$/,
            'Use host:port pairs, e.g. push.internal:443 or [::1]:8443.',
          )
          .refine((entry) => Number(entry.split(':').pop()) <= 65535, 'Port out of range.'),
      ),
    ),
  /**
   * Key sealing stored secrets (OAuth tokens, CalDAV passwords): 32 random bytes in base64
   * (`openssl rand -base64 32`). Unset: generated into DATA_DIR/secrets.key on first use.
   */
  SECRETS_KEY: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'Use 32 random bytes in base64, e.g. from `openssl rand -base64 32`.',
      )
      .optional(),
  ),
  /** Open-Meteo's forecast API (or a mirror speaking its format). */
  WEATHER_BASE_URL: z.url().default('https://api.open-meteo.com'),
  /** Contact sent to push services with every Web Push (a mailto: or https: URL). */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'Use a mailto: or https:// URL.')
      .optional(),
  ),
  /** Connected calendars (modules/accounts/oauth): OAuth clients, and base URLs for fakes. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT: z.string().trim().min(1).default('common'),
  GOOGLE_OAUTH_BASE_URL: optionalString.pipe(z.url().optional()),
  GOOGLE_CALENDAR_BASE_URL: z.url().default('https://www.googleapis.com/calendar/v3'),
  GOOGLE_GMAIL_BASE_URL: z.url().default('https://gmail.googleapis.com/gmail/v1'),
  MICROSOFT_LOGIN_BASE_URL: z.url().default('https://login.microsoftonline.com'),
  MICROSOFT_GRAPH_BASE_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  /** Calls and SMS (modules/calls): Twilio's account when Settings holds none, and its API. */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  CALLS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  CALLS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * Calls between colleagues: the STUN/TURN servers browsers use, a JSON array of RTCIceServer
   * (`[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]`). Unset: none,
   * so calls connect only where the browsers reach each other directly (docs/DECISIONS.md).
   */
  ICE_SERVERS: z
    .string()
    .trim()
    .default('[]')
    .transform((value, context) => {
      try {
        return JSON.parse(value || '[]') as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Use a JSON array of ICE servers.' });
        return z.NEVER;
      }
    })
    .pipe(iceServersSchema),
  /** How long a call between colleagues rings before it is missed. */
  COLLEAGUE_CALL_RING_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(10 * 60_000)
    .default(COLLEAGUE_CALL_RING_MS),
  AI_TRANSCRIPTION_MODEL: z.string().trim().min(1).default('whisper-1'),
  /** The assistant: an OpenAI-compatible endpoint; unset means the built-in offline assistant. */
  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  AI_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  AI_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  AI_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Redis key prefix of the job queues (deployments sharing one Redis use different ones). */
  JOB_QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, 'Use letters, digits, dashes or underscores.')
    .optional(),
});

/** Failed password checks per account: free failures, then a growing, capped delay. */
export type AccountThrottleConfig = {
  failures: number;
  windowMs: number;
  delayMs: number;
  maxDelayMs: number;
};

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL was set: links shown to a user use it; unset, the address the browser used. */
  isPublicUrlSet: boolean;
  logLevel: string;
  sessionTtlMs: number;
  authRateLimit: { max: number; windowMs: number };
  /** Public point-of-sale orders per client address (POS_ORDER_RATE_LIMIT_*). */
  posOrderRateLimit: { max: number; windowMs: number };
  /** E-mail receipts per signed-in member (POS_RECEIPT_RATE_LIMIT_*). */
  posReceiptRateLimit: { max: number; windowMs: number };
  /** Mail sync (EMAIL_*): batch size, first-sync window, retry waits, polling interval (0: off). */
  emailSync: {
    batchSize: number;
    initialWindow: number;
    retryDelaysMs: number[];
    intervalMs: number;
  };
  /** How often each process looks for calendar reminders due (CALENDAR_REMINDER_INTERVAL_MS; 0: off). */
  calendarReminderIntervalMs: number;
  /**
   * Reminder claims (event and task reminders): how long one holds before another process may
   * take it back (REMINDER_LEASE_MS), and a test hook that holds every claim after this many
   * (REMINDER_HOLD_AFTER_CLAIMS; ignored in production), for a process test to kill it there.
   */
  reminderClaims: { leaseMs: number; holdAfterClaims: number | undefined };
  /** Webhook retries: how often each process looks for due ones, and the waits between attempts. */
  webhooks: { retryIntervalMs: number; retryDelaysMs: readonly number[] | undefined };
  /** A connection unheard of this long (its process died) goes offline (CHAT_PRESENCE_TTL_MS). */
  chatPresenceTtlMs: number;
  /** On SIGTERM, how long health answers 503 before the process closes (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  accountThrottle: AccountThrottleConfig;
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  documentLimitBytes: number;
  /** The file manager: bytes each organisation may store, and uploads per user per window. */
  storageQuotaBytes: number;
  uploadRateLimit: { max: number; windowMs: number };
  /** CHROMIUM_PATH; undefined means "look on PATH". */
  chromiumPath: string | undefined;
  smtp:
    { host: string; port: number; secure: boolean; user?: string; password?: string } | undefined;
  mailFrom: string;
  webDistDir: string | undefined;
  /** Where uploaded files are kept: DATA_DIR/uploads. */
  uploadsDir: string;
  vapidSubject: string;
  /** `host:port` pairs exempt from the outbound address checks (OUTBOUND_ALLOWED_HOSTS). */
  outboundAllowedHosts: string[];
  /** Google and Microsoft: OAuth clients (absent when not configured) and operator-set URLs. */
  providers: ProvidersConfig;
  /** SECRETS_KEY decoded; undefined means DATA_DIR/secrets.key. */
  secretsKey: Buffer | undefined;
  /** Open-Meteo's base URL, without a trailing slash. */
  weatherBaseUrl: string;
  /** Calls and SMS: the environment's Twilio account, its API base, and the rate limit. */
  calls: {
    twilioAccountSid: string | undefined;
    twilioAuthToken: string | undefined;
    twilioBaseUrl: string;
    rateLimit: { max: number; windowMs: number };
  };
  /** Calls between colleagues: ICE_SERVERS (empty when unset) and COLLEAGUE_CALL_RING_MS. */
  colleagueCalls: { iceServers: IceServer[]; ringMs: number };
  /** Transcription of calls through the OpenAI-compatible API, when both AI_BASE_URL and AI_API_KEY are set. */
  transcription: { baseUrl: string; apiKey: string; transcriptionModel: string } | undefined;
  ai: AiConfig;
  /** Unset: one named after the database (platform/jobs/queue-prefix.ts). */
  jobQueuePrefix: string | undefined;
};

/** The assistant's provider (baseUrl undefined: the offline assistant) and limits. */
export type AiConfig = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  rateLimit: { max: number; windowMs: number };
  concurrency: number;
};

export type OAuthClientConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** The environment variables this provider needs and lacks; empty when configured. */
  missingSettings: string[];
  authorizeUrl: string;
  tokenUrl: string;
};

export type ProvidersConfig = {
  google: OAuthClientConfig & {
    userinfoUrl: string;
    calendarBaseUrl: string;
    gmailBaseUrl: string;
  };
  microsoft: OAuthClientConfig & { graphBaseUrl: string };
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const missing = (entries: Record<string, string | undefined>) =>
  Object.entries(entries)
    .filter(([, value]) => !value)
    .map(([name]) => name);

/**
 * Google's sign-in, token and userinfo live on three hosts; GOOGLE_OAUTH_BASE_URL (tests' fake)
 * puts all three under one base. Microsoft's are under MICROSOFT_LOGIN_BASE_URL/{tenant}.
 */
function providersConfig(env: z.infer<typeof environmentSchema>): ProvidersConfig {
  const googleBase = env.GOOGLE_OAUTH_BASE_URL && trimSlash(env.GOOGLE_OAUTH_BASE_URL);
  const microsoftBase = `${trimSlash(env.MICROSOFT_LOGIN_BASE_URL)}/${env.MICROSOFT_TENANT}`;
  return {
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      missingSettings: missing({
        GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET,
      }),
      authorizeUrl: googleBase
        ? `${googleBase}/o/oauth2/v2/auth`
        : 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: googleBase ? `${googleBase}/token` : 'https://oauth2.googleapis.com/token',
      userinfoUrl: googleBase
        ? `${googleBase}/v1/userinfo`
        : 'https://openidconnect.googleapis.com/v1/userinfo',
      calendarBaseUrl: trimSlash(env.GOOGLE_CALENDAR_BASE_URL),
      gmailBaseUrl: trimSlash(env.GOOGLE_GMAIL_BASE_URL),
    },
    microsoft: {
      clientId: env.MICROSOFT_CLIENT_ID,
      clientSecret: env.MICROSOFT_CLIENT_SECRET,
      missingSettings: missing({
        MICROSOFT_CLIENT_ID: env.MICROSOFT_CLIENT_ID,
        MICROSOFT_CLIENT_SECRET: env.MICROSOFT_CLIENT_SECRET,
      }),
      authorizeUrl: `${microsoftBase}/oauth2/v2.0/authorize`,
      tokenUrl: `${microsoftBase}/oauth2/v2.0/token`,
      graphBaseUrl: trimSlash(env.MICROSOFT_GRAPH_BASE_URL),
    },
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parse the environment into a config, listing every bad variable at once. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    isPublicUrlSet: env.PUBLIC_URL !== undefined,
    logLevel: env.LOG_LEVEL,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    posOrderRateLimit: {
      max: env.POS_ORDER_RATE_LIMIT_MAX,
      windowMs: env.POS_ORDER_RATE_LIMIT_WINDOW_MS,
    },
    posReceiptRateLimit: {
      max: env.POS_RECEIPT_RATE_LIMIT_MAX,
      windowMs: env.POS_RECEIPT_RATE_LIMIT_WINDOW_MS,
    },
    emailSync: {
      batchSize: env.EMAIL_SYNC_BATCH,
      initialWindow: env.EMAIL_INITIAL_SYNC_MESSAGES,
      retryDelaysMs: env.EMAIL_SYNC_RETRY_DELAYS_MS,
      intervalMs: env.EMAIL_SYNC_INTERVAL_MS,
    },
    calendarReminderIntervalMs: env.CALENDAR_REMINDER_INTERVAL_MS,
    reminderClaims: {
      leaseMs: env.REMINDER_LEASE_MS,
      holdAfterClaims: env.NODE_ENV === 'production' ? undefined : env.REMINDER_HOLD_AFTER_CLAIMS,
    },
    webhooks: {
      retryIntervalMs: env.WEBHOOK_RETRY_INTERVAL_MS,
      retryDelaysMs: env.WEBHOOK_RETRY_DELAYS_MS,
    },
    chatPresenceTtlMs: env.CHAT_PRESENCE_TTL_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    accountThrottle: {
      failures: env.ACCOUNT_THROTTLE_FAILURES,
      windowMs: env.ACCOUNT_THROTTLE_WINDOW_MS,
      delayMs: env.ACCOUNT_THROTTLE_DELAY_MS,
      maxDelayMs: Math.max(env.ACCOUNT_THROTTLE_MAX_DELAY_MS, env.ACCOUNT_THROTTLE_DELAY_MS),
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    documentLimitBytes: env.DOCUMENT_LIMIT_BYTES,
    storageQuotaBytes: env.STORAGE_QUOTA_BYTES,
    uploadRateLimit: { max: env.UPLOAD_RATE_LIMIT_MAX, windowMs: env.UPLOAD_RATE_LIMIT_WINDOW_MS },
    chromiumPath: env.CHROMIUM_PATH,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: env.MAIL_FROM,
    webDistDir: env.WEB_DIST_DIR,
    uploadsDir: path.join(path.resolve(env.DATA_DIR), 'uploads'),
    vapidSubject: env.VAPID_SUBJECT ?? 'mailto:no-reply@worksphere.local',
    outboundAllowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
    providers: providersConfig(env),
    secretsKey: env.SECRETS_KEY ? Buffer.from(env.SECRETS_KEY, 'base64') : undefined,
    weatherBaseUrl: env.WEATHER_BASE_URL.replace(/\/+$/, ''),
    calls: {
      twilioAccountSid: env.TWILIO_ACCOUNT_SID,
      twilioAuthToken: env.TWILIO_AUTH_TOKEN,
      twilioBaseUrl: trimSlash(env.TWILIO_BASE_URL),
      rateLimit: { max: env.CALLS_RATE_LIMIT_MAX, windowMs: env.CALLS_RATE_LIMIT_WINDOW_MS },
    },
    colleagueCalls: { iceServers: env.ICE_SERVERS, ringMs: env.COLLEAGUE_CALL_RING_MS },
    transcription:
      env.AI_BASE_URL && env.AI_API_KEY
        ? {
            baseUrl: trimSlash(env.AI_BASE_URL),
            apiKey: env.AI_API_KEY,
            transcriptionModel: env.AI_TRANSCRIPTION_MODEL,
          }
        : undefined,
    ai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
      rateLimit: { max: env.AI_RATE_LIMIT_MAX, windowMs: env.AI_RATE_LIMIT_WINDOW_MS },
      concurrency: env.AI_CONCURRENCY,
    },
    jobQueuePrefix: env.JOB_QUEUE_PREFIX,
  };
}
