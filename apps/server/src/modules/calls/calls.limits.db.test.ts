import { CALLS_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp({ CALLS_RATE_LIMIT_MAX: '2', CALLS_RATE_LIMIT_WINDOW_MS: '60000' });

describe('calls rate limits', () => {
  it('answers 429 with the product’s text past the limit, per route', async () => {
    const admin = await registerOrganization(testApp.app);
    const { number } = await addNumber(testApp.app, admin);
    const place = () =>
      call(testApp.app, 'POST', '/calls/make-call', {
        token: admin.token,
        body: { from: number, to: '5550109200' },
      });
    expect((await place()).statusCode).toBe(201);
    expect((await place()).statusCode).toBe(201);
    const limited = await place();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: CALLS_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    const log = await call(testApp.app, 'GET', '/calls/log', { token: admin.token });
    expect(log.json().calls).toHaveLength(2);

    const sms = await call(testApp.app, 'POST', '/calls/message/send', {
      token: admin.token,
      body: { from: number, to: '5550109200', text: 'still allowed' },
    });
    expect(sms.statusCode).toBe(201);
  });
});
