import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.js';

/** A failed query as Drizzle throws it: the driver's error, with its SQLSTATE, as the cause. */
function failedQuery(sqlState: string) {
  const cause = Object.assign(new Error('refused'), { code: sqlState });
  return Object.assign(new Error('Failed query: select 1\nparams: x'), { cause });
}

/** What the one error handler answers for an error thrown by a route. */
async function answerFor(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: response.statusCode, body: response.json() };
}

describe('database errors', () => {
  it.each([
    ['22021', 'Text contains a character that cannot be stored.'],
    ['22P05', 'Text contains a character that cannot be stored.'],
    ['22008', 'Enter a valid date.'],
    ['22003', 'A number is out of range.'],
    ['22001', 'A value is too long.'],
    ['22P02', 'A value has the wrong format.'],
    ['2201X', 'A value has the wrong format.'],
    ['23502', 'A required value is missing.'],
    ['23503', 'A referenced record does not exist.'],
    ['23514', 'A value is not allowed.'],
  ])('answers SQLSTATE %s (bad input) with 400', async (sqlState, message) => {
    expect(await answerFor(failedQuery(sqlState))).toEqual({
      status: 400,
      body: { error: message, code: 'VALIDATION_ERROR' },
    });
  });

  it('answers a unique violation with 409 and anything else with a bare 500', async () => {
    expect((await answerFor(failedQuery('23505'))).body.code).toBe('CONFLICT');
    expect(await answerFor(failedQuery('42P01'))).toEqual({
      status: 500,
      body: { error: 'Internal error', code: 'INTERNAL_ERROR' },
    });
  });
});

describe('framework errors', () => {
  it('maps @fastify/multipart limits to 413 and unknown 4xx statuses into the closed set', async () => {
    const limit = Object.assign(new Error('reach files limit'), {
      code: 'FST_FILES_LIMIT',
      statusCode: 413,
    });
    expect(await answerFor(limit)).toEqual({
      status: 413,
      body: { error: 'Too many files in one request.', code: 'PAYLOAD_TOO_LARGE' },
    });
    const notMultipart = Object.assign(new Error('the request is not multipart'), {
      code: 'FST_INVALID_MULTIPART_CONTENT_TYPE',
      statusCode: 406,
    });
    expect(await answerFor(notMultipart)).toEqual({
      status: 400,
      body: { error: 'Send this as multipart/form-data.', code: 'BAD_REQUEST' },
    });
    const unknown = Object.assign(new Error('Not acceptable'), { statusCode: 406 });
    expect(await answerFor(unknown)).toEqual({
      status: 400,
      body: { error: 'Not acceptable', code: 'BAD_REQUEST' },
    });
  });
});
