import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl, REDACTED } from './logger.js';

/** A logger writing into an array, and the lines it wrote, parsed. */
function capture() {
  const written: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void written.push(line) });
  const lines = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, written, lines };
}

/** What Drizzle throws when a query fails: the values it was run with are in the message. */
function drizzleError(params: unknown[], cause: Error) {
  const error = new Error(`Failed query: insert into "users" values ($1, $2)\nparams: ${params}`);
  Object.assign(error, { query: 'insert into "users" values ($1, $2)', params, cause });
  return error;
}

describe('log redaction', () => {
  it('replaces secret fields at any depth and in any case', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        headers: { Authorization: 'Bearer abc', cookie: 'ws_session=abc', 'set-cookie': ['x=1'] },
        user: { name: 'Ada', passwordHash: 'scrypt$1', invites: [{ inviteToken: 'tok' }] },
        change: { currentPassword: 'old', NEWPASSWORD: 'new', clientSecret: 's' },
        count: 3,
      },
      'something happened',
    );
    expect(lines()[0]).toMatchObject({
      headers: { Authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED },
      user: { name: 'Ada', passwordHash: REDACTED, invites: [{ inviteToken: REDACTED }] },
      change: { currentPassword: REDACTED, NEWPASSWORD: REDACTED, clientSecret: REDACTED },
      count: 3,
      msg: 'something happened',
    });
  });

  it('leaves the object it was given untouched', () => {
    const { logger } = capture();
    const context = { password: 'kept by the caller' };
    logger.info(context, 'x');
    expect(context.password).toBe('kept by the caller');
  });

  it('drops the parameters of a failed query from the error, its cause and the message', () => {
    const { logger, written, lines } = capture();
    const cause = Object.assign(new Error('new row violates check constraint'), {
      code: '23514',
      detail: 'Failing row contains (scrypt$16384$8$1$salt$key, secret-token).',
    });
    const error = drizzleError(['scrypt$16384$8$1$salt$key', 'secret-token'], cause);
    logger.error(error);
    logger.error({ err: error }, 'with a message');
    logger.warn({ err: error });
    logger.warn({ context: { failure: error } }, 'nested');
    expect(written.join('')).not.toMatch(/scrypt|secret-token/);
    expect(lines()).toHaveLength(4);
    expect(lines()[0]).toMatchObject({
      msg: `Failed query: insert into "users" values ($1, $2)\nparams: ${REDACTED}`,
      err: {
        query: 'insert into "users" values ($1, $2)',
        cause: { code: '23514', message: 'new row violates check constraint' },
      },
    });
    expect(lines()[1]?.msg).toBe('with a message');
  });

  it('keeps plain messages and errors without secrets as they are', () => {
    const { logger, lines } = capture();
    logger.info('server started on port %d', 3000);
    logger.error(new Error('boom'));
    expect(lines().map((line) => line.msg)).toEqual(['server started on port 3000', 'boom']);
    expect(lines()[1]?.err).toMatchObject({ type: 'Error', message: 'boom' });
  });
});

describe('redactUrl', () => {
  it('hides token-like query parameters and leaves the rest', () => {
    expect(redactUrl('/api/tasks?token=abc&q=report&limit=5')).toBe(
      `/api/tasks?token=${REDACTED}&q=report&limit=5`,
    );
    expect(redactUrl('/api/x?inviteToken=a&api_key=b&code=c&flag')).toBe(
      `/api/x?inviteToken=${REDACTED}&api_key=${REDACTED}&code=${REDACTED}&flag`,
    );
    expect(redactUrl('/api/tasks')).toBe('/api/tasks');
  });

  it('hides the whole query of reset and invitation links', () => {
    expect(redactUrl('/reset-password?token=abc')).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl('/register?organizationId=o&inviteToken=t&email=a%40b.c')).toBe(
      `/register?organizationId=${REDACTED}&inviteToken=${REDACTED}&email=${REDACTED}`,
    );
  });

  it('hides secrets that are a segment of the path', () => {
    expect(redactUrl('/api/calendar/feed/4f9c2d1e8a.ics')).toBe(`/api/calendar/feed/${REDACTED}`);
    expect(redactUrl('/api/pos/public/acme/orders/tok123?x=1')).toBe(
      `/api/pos/public/acme/orders/${REDACTED}?x=1`,
    );
    expect(redactUrl('/pos/orders/acme/status/tok123')).toBe(`/pos/orders/acme/status/${REDACTED}`);
    expect(redactUrl('/api/calls/public-media/m-1/sig456')).toBe(
      `/api/calls/public-media/m-1/${REDACTED}`,
    );
    // Neighbouring routes without secrets stay readable.
    expect(redactUrl('/api/calendar/feed')).toBe('/api/calendar/feed');
    expect(redactUrl('/api/pos/public/acme/menu')).toBe('/api/pos/public/acme/menu');
    expect(redactUrl('/api/pos/orders/o-1/status')).toBe('/api/pos/orders/o-1/status');
  });
});
