import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type {} from './auth/session-context.js';

/** What stands in a log line where a secret was. */
export const REDACTED = '[redacted]';

/** Fields that hold secrets, at any depth and in any case (passwordHash, set-cookie, ...). */
const SECRET_FIELD = /password|passwd|token|secret|authorization|cookie|api[-_]?key|credential/i;

/** Query parameters that carry secrets in a URL (reset and invitation links, OAuth codes). */
const SECRET_QUERY_PARAMETER = /token|secret|password|key|code|signature|auth/i;

/** Pages whose whole query is a secret: the reset-password and invitation links. */
const SECRET_QUERY_PATH = /^(?:\/api\/user)?\/(?:reset-password|register)\/?$/i;

/**
 * Fields of driver and ORM errors that repeat the values of a query: Drizzle's `params`, and
 * PostgreSQL's `detail` ("Key (email)=(...)", "Failing row contains (...)") and `where`.
 */
const ERROR_FIELDS_WITH_VALUES = new Set([
  'params',
  'parameters',
  'values',
  'detail',
  'where',
  'internalQuery',
]);

const MAX_DEPTH = 8;

/**
 * Paths whose last segment is the secret itself: the private calendar feed, a public order's
 * status (page and API) and the signed links a telephony provider fetches MMS media from.
 */
const SECRET_PATH_SEGMENTS = [
  /^((?:\/api)?\/calendar\/feed\/)[^/?#]+/i,
  /^((?:\/api)?\/pos\/public\/[^/?#]+\/orders\/)[^/?#]+/i,
  /^(\/pos\/orders\/[^/?#]+\/status\/)[^/?#]+/i,
  /^((?:\/api)?\/calls\/public-media\/[^/?#]+\/)[^/?#]+/i,
];

function redactPath(path: string): string {
  for (const pattern of SECRET_PATH_SEGMENTS) {
    if (pattern.test(path)) return path.replace(pattern, `$1${REDACTED}`);
  }
  return path;
}

/**
 * A URL without its secrets: those of its query (`/reset-password?token=[redacted]`) and those
 * that are a segment of the path (`/api/calendar/feed/[redacted]`).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactPath(url);
  const path = redactPath(url.slice(0, queryStart));
  const redactAll = SECRET_QUERY_PATH.test(url.slice(0, queryStart));
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1 && !redactAll) return pair;
      return redactAll || SECRET_QUERY_PARAMETER.test(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Drizzle's "Failed query: ...\nparams: ..." message, without the bound values. */
export function stripQueryParams(text: string): string {
  const at = text.indexOf('\nparams: ');
  return at === -1 ? text : `${text.slice(0, at)}\nparams: ${REDACTED}`;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of a log value with every secret field replaced, errors serialised without their
 * query values. Only plain objects, arrays and errors are walked: class instances (requests,
 * replies) go to their own serialisers. The value is copied only where something changes.
 */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const scrubbed = scrubSecrets(item, depth + 1);
      if (scrubbed !== item) (copy ??= [...value])[index] = scrubbed;
    });
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const scrubbed =
      SECRET_FIELD.test(key) && item !== null && item !== undefined
        ? REDACTED
        : scrubSecrets(item, depth + 1);
    if (scrubbed !== item) (copy ??= { ...value })[key] = scrubbed;
  }
  return copy ?? value;
}

/**
 * An error as a log shows it: type, message, stack, code and its own fields, its `cause`
 * likewise, but never the values a failed query was run with (they hold password hashes,
 * tokens and personal data).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return scrubSecrets(error, depth);
  const message = stripQueryParams(error.message);
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: error.stack && stripQueryParams(error.stack.replace(error.message, message)),
  };
  for (const [key, value] of Object.entries(error)) {
    if (ERROR_FIELDS_WITH_VALUES.has(key) || key === 'cause') continue;
    serialized[key] = SECRET_FIELD.test(key) ? REDACTED : scrubSecrets(value, depth + 1);
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  if (error instanceof AggregateError) {
    serialized.errors = error.errors.map((inner: unknown) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/** The pino options of the server: one place decides what a log line may contain. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Second line of defence, on the serialised output: the shapes that carry credentials.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'err.params',
        'err.cause.params',
        'err.detail',
        'err.cause.detail',
      ],
      censor: REDACTED,
    },
    formatters: {
      // First line of defence, before serialisers: secret fields at any depth, any case.
      log: (object) => scrubSecrets(object) as Record<string, unknown>,
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
    hooks: {
      // `log.error(error)` and plain messages: a Drizzle message names its params too.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const message = typeof rest[0] === 'string' ? rest[0] : first.message;
          return method.apply(this, [{ err: first }, stripQueryParams(message)]);
        }
        const hasMessage = rest.some((arg) => typeof arg === 'string');
        const error = (first as { err?: unknown } | undefined)?.err;
        if (!hasMessage && error instanceof Error) {
          // pino would take the raw error message as the line's message.
          return method.apply(this, [first, stripQueryParams(error.message)]);
        }
        const cleaned = args.map((arg: unknown) =>
          typeof arg === 'string' ? stripQueryParams(arg) : arg,
        ) as Parameters<typeof method>;
        return method.apply(this, cleaned);
      },
    },
  };
}

/** Lines are gathered up to this many bytes before one write to stdout. */
const LOG_BUFFER_BYTES = 4096;
/** ...and written at least this often, so a quiet server's lines do not wait. */
const LOG_FLUSH_INTERVAL_MS = 500;

/**
 * The server's logger: JSON lines written asynchronously to stdout (or to `destination`,
 * which tests use to read what was logged). Call `flushLogger` before the process exits.
 *
 * One write per request line cost about 6% of the CPU of a busy task list (a system call per
 * line); gathered into 4 KB writes flushed every half second, it is a small fraction of that.
 * pino writes what is gathered when the process exits (an orderly stop or an uncaught error);
 * only a process killed outright (SIGKILL, out of memory) can lose its last half second.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  if (destination) return pino(loggerOptions(level), destination);
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => {
    // With a callback, a destination already closed at exit reports instead of throwing.
    stdout.flush(() => undefined);
  }, LOG_FLUSH_INTERVAL_MS).unref();
  return pino(loggerOptions(level), stdout);
}

/** Write out what the asynchronous destination still holds (any pino logger or child). */
export function flushLogger(logger: object): Promise<void> {
  const { flush } = logger as Partial<Pick<Logger, 'flush'>>;
  if (typeof flush !== 'function') return Promise.resolve();
  return new Promise<void>((resolve) => flush.call(logger, () => resolve()));
}

function isApiRequest(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * One line per request, when it completes: method, URL without secrets, status, time and the
 * signed-in user; never a body. API requests log at info, the web app's files at debug.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.auth?.userId,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isApiRequest(request.url)) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
