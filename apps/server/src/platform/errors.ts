import type { ErrorCode } from '@worksphere/contracts';
import { isStandaloneIssue, REAUTH_MESSAGE } from '@worksphere/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
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
};

/** The one error class services throw; the handler turns it into `{error, code}`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
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

type Answer = { status: number; code: ErrorCode; message: string };

/** Map framework and driver errors to our codes; undefined means "unexpected". */
function classify(error: unknown): Answer | undefined {
  if (error instanceof AppError) {
    return { status: error.statusCode, code: error.code, message: error.message };
  }
  if (error instanceof ZodError) {
    return { status: 400, code: 'VALIDATION_ERROR', message: describeZodError(error) };
  }
  const fastifyError = error as Partial<FastifyError> & { cause?: unknown };
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request body is empty.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Unsupported content type; send JSON.',
      };
    case '23505':
      return { status: 409, code: 'CONFLICT', message: 'That record already exists.' };
    case '22P02':
      return { status: 400, code: 'VALIDATION_ERROR', message: 'A value has the wrong format.' };
  }
  if (fastifyError.cause) return classify(fastifyError.cause);
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    return {
      status: fastifyError.statusCode,
      code: 'BAD_REQUEST',
      message: fastifyError.message ?? 'Bad request.',
    };
  }
  return undefined;
}

/** One error handler for the whole API: `{error, code}` plus `needsReauth` where it applies. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const answer = classify(error);
    if (!answer) {
      request.log.error({ err: error, reqId: request.id }, 'unexpected error');
      return reply.status(500).send({ error: 'Internal error', code: 'INTERNAL_ERROR' });
    }
    if (answer.status >= 500) request.log.error({ err: error }, answer.message);
    const body: Record<string, unknown> = { error: answer.message, code: answer.code };
    if (answer.code === 'SESSION_EXPIRED') {
      body.needsReauth = true;
      body.error = answer.message || REAUTH_MESSAGE;
    }
    return reply.status(answer.status).send(body);
  });
}
