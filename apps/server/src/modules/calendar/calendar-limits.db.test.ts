import {
  EVENT_LIST_LIMITS,
  listEventsResponseSchema,
  type AuthResponse,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

async function localAccountId(auth: AuthResponse) {
  const response = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
    token: auth.token,
  });
  return response
    .json()
    .accounts.find((account: { accountType: string }) => account.accountType === 'local')
    .id as string;
}

describe('GET /calendar/events answers a bounded list', () => {
  it('200 endless daily series over a year: at most maxEvents, flagged as truncated', async () => {
    const admin = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const create = async (index: number) => {
      const response = await call(testApp.app, 'POST', '/calendar/events', {
        token: admin.token,
        body: {
          accountId,
          title: `Daily ${index}`,
          category: 'Work',
          start: '2026-01-01T09:00',
          end: '2026-01-01T09:30',
          timeZone: 'Europe/Berlin',
          recurrence: { frequency: 'daily' },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    for (let batch = 0; batch < 200; batch += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, offset) => create(batch + offset)));
    }

    const response = await call(
      testApp.app,
      'GET',
      `/calendar/events?accountId=${accountId}&timeMin=2026-01-01T00:00:00Z&timeMax=2027-01-01T00:00:00Z`,
      { token: admin.token },
    );
    expect(response.statusCode).toBe(200);
    const answer = listEventsResponseSchema.parse(response.json());
    // 200 × 365 = 73,000 occurrences are in the window; the answer keeps the earliest.
    expect(answer.events).toHaveLength(EVENT_LIST_LIMITS.maxEvents);
    expect(answer.truncated).toBe(true);
    expect(answer.limits).toEqual(EVENT_LIST_LIMITS);
    const lastKept = answer.events.at(-1)!.start.dateTime!;
    expect(new Date(answer.completeUntil!).getTime()).toBeGreaterThanOrEqual(
      new Date(lastKept).getTime(),
    );
    expect(answer.events[0]!.start.dateTime).toBe('2026-01-01T08:00:00.000Z');
    expect(Buffer.byteLength(response.body)).toBeLessThan(5 * 1024 * 1024);

    // A window the whole list fits in is not flagged.
    const week = await call(
      testApp.app,
      'GET',
      `/calendar/events?accountId=${accountId}&timeMin=2026-03-02T00:00:00Z&timeMax=2026-03-09T00:00:00Z`,
      { token: admin.token },
    );
    const weekAnswer = listEventsResponseSchema.parse(week.json());
    expect(weekAnswer.events).toHaveLength(200 * 7);
    expect(weekAnswer.truncated).toBe(false);
    expect(weekAnswer.completeUntil).toBeUndefined();
    // 200 writes and a year of 73,000 occurrences expanded before the cut: slow on 2 cores.
  }, 120_000);
});
