import type { ErrorCode, TemplatedMessage } from '@worksphere/contracts';
import {
  fillMessage,
  INPUT_MESSAGES,
  isStandaloneIssue,
  messageParams,
  REAUTH_MESSAGE,
} from '@worksphere/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVITE_INVALID: 400,
  RESET_TOKEN_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  TWO_FACTOR_REQUIRED: 403,
};

/**
 * The one error class services throw; the handler turns it into `{error, code}`, with `params`
 * when the text names something (the values of its template's `{fields}`, for translations).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

/**
 * An error whose text is a template's `{fields}` filled: the values go along as `params`, so a
 * client can say the text in its language (its catalogue keys the translation on the template).
 */
export function templateError(
  code: ErrorCode,
  template: string,
  values: Record<string, string | number>,
): AppError {
  return new AppError(code, fillMessage(template, values), messageParams(values));
}

/** The same for a contracts' message made with `templatedMessage`. */
export function messageError<A extends unknown[]>(
  code: ErrorCode,
  message: TemplatedMessage<A>,
  ...args: A
): AppError {
  return new AppError(code, message(...args), message.params(...args));
}

/** "Try again in 30 seconds": the refusal's own text, then the wait, by the wait's unit. */
const TRY_AGAIN_IN: Record<string, string> = {
  second: '{message} Try again in {count} second.',
  seconds: '{message} Try again in {count} seconds.',
  minute: '{message} Try again in {count} minute.',
  minutes: '{message} Try again in {count} minutes.',
  hour: '{message} Try again in {count} hour.',
  hours: '{message} Try again in {count} hours.',
  day: '{message} Try again in {count} day.',
  days: '{message} Try again in {count} days.',
};
const TRY_AGAIN_LATER = '{message} Try again in {wait}.';

/**
 * A refusal that says how long to wait: `wait` is a count and its unit in English ("30
 * seconds", "1 minute"), as formatWait and the rate limiter write it; `message` a fixed text.
 */
export function tryAgainError(code: ErrorCode, message: string, wait: string): AppError {
  const [count = '', unit = ''] = wait.split(' ');
  const known = /^\d+$/.test(count) && Object.hasOwn(TRY_AGAIN_IN, unit);
  return templateError(code, known ? TRY_AGAIN_IN[unit]! : TRY_AGAIN_LATER, {
    message,
    count,
    wait,
  });
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', message);

function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length && !isStandaloneIssue(issue)
        ? `${issue.path.join('.')}: ${issue.message}`
        : issue.message,
    )
    .join(' ');
}

/** Did PostgreSQL refuse a write because a unique index already holds that value? */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type Answer = {
  status: number;
  code: ErrorCode;
  message: string;
  params?: Record<string, string>;
};

const answerFor = (code: ErrorCode, message: string): Answer => ({
  status: STATUS_BY_CODE[code],
  code,
  message,
});

/**
 * Fastify's and @fastify/multipart's own errors, each with the answer it deserves. A parameter
 * longer than maxParamLength cannot name a record, so it is "not found" like any unknown id.
 */
const FRAMEWORK_ANSWERS: Record<string, Answer> = {
  FST_ERR_BAD_URL: answerFor('BAD_REQUEST', 'The address is not a valid URL.'),
  FST_ERR_MAX_PARAM_LENGTH: answerFor('NOT_FOUND', 'Not found.'),
  FST_ERR_CTP_INVALID_JSON_BODY: answerFor('BAD_REQUEST', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: answerFor('BAD_REQUEST', 'The request body is empty.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: answerFor(
    'BAD_REQUEST',
    'The Content-Length does not match the body.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: answerFor('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: answerFor(
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported content type; send JSON.',
  ),
  FST_ERR_CTP_EMPTY_TYPE: answerFor(
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported content type; send JSON.',
  ),
  FST_ERR_CTP_INVALID_TYPE: answerFor(
    'UNSUPPORTED_MEDIA_TYPE',
    'Unsupported content type; send JSON.',
  ),
  FST_INVALID_MULTIPART_CONTENT_TYPE: answerFor('BAD_REQUEST', 'Send this as multipart/form-data.'),
  FST_FILES_LIMIT: answerFor('PAYLOAD_TOO_LARGE', 'Too many files in one request.'),
  FST_FIELDS_LIMIT: answerFor('PAYLOAD_TOO_LARGE', 'Too many fields in one request.'),
  FST_PARTS_LIMIT: answerFor('PAYLOAD_TOO_LARGE', 'Too many parts in one request.'),
  FST_REQ_FILE_TOO_LARGE: answerFor('PAYLOAD_TOO_LARGE', 'A file is too large.'),
  FST_PROTO_VIOLATION: answerFor('BAD_REQUEST', 'A field name is not allowed.'),
  FST_INVALID_JSON_FIELD_ERROR: answerFor('BAD_REQUEST', 'A field is not valid JSON.'),
  FST_MP_PREMATURE_CLOSE: answerFor('BAD_REQUEST', 'The multipart body ended too early.'),
};

/**
 * PostgreSQL refusing a value that came from the request (SQLSTATE class 22, data exception;
 * and not-null, foreign-key and check violations): bad input, never a server fault.
 */
function classifyDatabaseError(code: string): Answer | undefined {
  switch (code) {
    case '23505':
      return answerFor('CONFLICT', 'That record already exists.');
    case '23502':
      return answerFor('VALIDATION_ERROR', 'A required value is missing.');
    case '23503':
      return answerFor('VALIDATION_ERROR', 'A referenced record does not exist.');
    case '23514':
      return answerFor('VALIDATION_ERROR', 'A value is not allowed.');
    case '22001':
      return answerFor('VALIDATION_ERROR', 'A value is too long.');
    case '22003':
      return answerFor('VALIDATION_ERROR', 'A number is out of range.');
    case '22007':
    case '22008':
      return answerFor('VALIDATION_ERROR', INPUT_MESSAGES.invalidDate);
    case '22021':
    case '22P05':
      return answerFor('VALIDATION_ERROR', 'Text contains a character that cannot be stored.');
  }
  if (/^22[0-9A-Z]{3}$/.test(code)) {
    return answerFor('VALIDATION_ERROR', 'A value has the wrong format.');
  }
  return undefined;
}

export const SHARED_STORE_UNAVAILABLE_MESSAGE =
  'A shared service (Redis) cannot be reached. Try again in a moment.';

/**
 * ioredis failing a command because Redis is down (REDIS_URL set, server gone): the request
 * cannot be counted or shared, which is a temporary outage, not a fault in our code.
 */
function isRedisUnavailable(error: Partial<Error>): boolean {
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Connection is closed.' ||
    (error.message?.startsWith("Stream isn't writeable") ?? false)
  );
}

/** Status codes of errors we do not know by code, mapped into the closed set. */
function classifyByStatus(statusCode: number, message: string | undefined): Answer {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  return answerFor(byStatus[statusCode] ?? 'BAD_REQUEST', message || 'Bad request.');
}

/** Map framework and driver errors to our codes; undefined means "unexpected". */
function classify(error: unknown): Answer | undefined {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      params: error.params,
    };
  }
  if (error instanceof ZodError) {
    return { status: 400, code: 'VALIDATION_ERROR', message: describeZodError(error) };
  }
  const fastifyError = error as Partial<FastifyError> & { cause?: unknown };
  if (isRedisUnavailable(fastifyError)) {
    return answerFor('SERVICE_UNAVAILABLE', SHARED_STORE_UNAVAILABLE_MESSAGE);
  }
  const code = typeof fastifyError.code === 'string' ? fastifyError.code : undefined;
  const known = code && (FRAMEWORK_ANSWERS[code] ?? classifyDatabaseError(code));
  if (known) return known;
  if (fastifyError.cause) return classify(fastifyError.cause);
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    return classifyByStatus(fastifyError.statusCode, fastifyError.message);
  }
  return undefined;
}

/**
 * An error met while reading a multipart body: ours and @fastify/multipart's keep their
 * meaning; anything else comes from the parser (busboy) meeting a malformed body, such as a
 * missing boundary or a body cut short.
 */
export function asMultipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (error instanceof AppError || (typeof code === 'string' && code in FRAMEWORK_ANSWERS)) {
    return error;
  }
  return new AppError('BAD_REQUEST', 'The multipart body is malformed.');
}

/** The SQLSTATE of a PostgreSQL error, also when Drizzle wraps it. */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Answer any error as `{error, code}` (plus `needsReauth` and `params` where they apply). */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = classify(error);
  if (!answer) {
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: 'Internal error', code: 'INTERNAL_ERROR' });
  }
  if (answer.status >= 500) {
    request.log.error({ err: error }, answer.message);
  } else if (answer.code === 'VALIDATION_ERROR' && sqlStateOf(error)) {
    // A value the database refused is usually bad input, but could be our bug: keep it seen.
    request.log.warn({ err: error }, 'database refused a value');
  }
  const body: Record<string, unknown> = { error: answer.message, code: answer.code };
  if (answer.params) body.params = answer.params;
  if (answer.code === 'SESSION_EXPIRED') {
    body.needsReauth = true;
    body.error = answer.message || REAUTH_MESSAGE;
  }
  return reply.status(answer.status).send(body);
}

/** One error handler for the whole API. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
