import type { AuthResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

async function localAccountId(auth: AuthResponse) {
  const response = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
    token: auth.token,
  });
  return response.json().accounts[0].id as string;
}

const feedPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');
const fetchFeed = (url: string) => call(testApp.app, 'GET', feedPath(url));

describe('the iCalendar feed of the built-in calendar', () => {
  it('is created, shown again, rotated and revoked; only live tokens answer', async () => {
    const admin = await registerOrganization(testApp.app);
    const feed = () => call(testApp.app, 'GET', '/calendar/feed', { token: admin.token });
    expect((await feed()).json()).toEqual({ url: null });

    const created = await call(testApp.app, 'POST', '/calendar/feed', { token: admin.token });
    expect(created.statusCode).toBe(200);
    const url: string = created.json().url;
    expect(url).toMatch(/^http:\/\/worksphere\.test\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    expect((await feed()).json()).toEqual({ url });

    const answer = await fetchFeed(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.body).toContain('BEGIN:VCALENDAR');

    const rotated = (
      await call(testApp.app, 'POST', '/calendar/feed', { token: admin.token })
    ).json().url as string;
    expect(rotated).not.toBe(url);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(rotated)).statusCode).toBe(200);

    const revoked = await call(testApp.app, 'DELETE', '/calendar/feed', { token: admin.token });
    expect(revoked.json()).toEqual({ url: null });
    expect((await feed()).json()).toEqual({ url: null });
    const gone = await fetchFeed(rotated);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    for (const path of [
      '/calendar/feed/unknown.ics',
      `/calendar/feed/${'a'.repeat(43)}.ics`,
      '/calendar/feed/x',
    ]) {
      expect((await call(testApp.app, 'GET', path)).statusCode).toBe(404);
    }
    expect((await call(testApp.app, 'POST', '/calendar/feed')).statusCode).toBe(401);
  });

  it('stops a deactivated member’s feed at once, events added afterwards included', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const url = (await call(testApp.app, 'POST', '/calendar/feed', { token: member.token })).json()
      .url as string;
    expect((await fetchFeed(url)).statusCode).toBe(200);

    const deactivated = await call(testApp.app, 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(deactivated.statusCode).toBe(200);
    const accountId = await localAccountId(admin);
    const created = await call(testApp.app, 'POST', '/calendar/events', {
      token: admin.token,
      body: {
        accountId,
        title: 'Planned after they left',
        category: 'Work',
        start: '2026-12-01T09:00:00Z',
        end: '2026-12-01T10:00:00Z',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const stopped = await fetchFeed(url);
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json()).toEqual({ error: 'Calendar feed not found.', code: 'NOT_FOUND' });
    expect(stopped.body).not.toContain('Planned after they left');

    // The admin's own feed is not affected.
    const adminUrl = (
      await call(testApp.app, 'POST', '/calendar/feed', { token: admin.token })
    ).json().url as string;
    const adminFeed = await fetchFeed(adminUrl);
    expect(adminFeed.statusCode).toBe(200);
    expect(adminFeed.body).toContain('Planned after they left');
  });

  it('serves the organisation’s events with RRULE, EXDATE, overrides, escaping and folding', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const accountId = await localAccountId(admin);
    const create = async (body: Record<string, unknown>) => {
      const response = await call(testApp.app, 'POST', '/calendar/events', {
        token: admin.token,
        body: { accountId, category: 'Work', ...body },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().event;
    };
    await create({
      title: 'Review; budget, "Q3"',
      description: `Line one\nLine two ${'long text '.repeat(12)}`,
      start: '2024-05-06T12:00:00Z',
      end: '2024-05-06T13:00:00Z',
    });
    const series = await create({
      title: 'Stand-up',
      start: '2024-05-06T09:00',
      end: '2024-05-06T09:15',
      timeZone: 'Europe/Berlin',
      recurrence: { frequency: 'weekly', byWeekday: ['MO', 'WE'], count: 6 },
    });
    const seriesId = series.recurringEventId;
    await call(
      testApp.app,
      'DELETE',
      `/calendar/events/${seriesId}_20240508T070000Z?accountId=${accountId}&scope=occurrence`,
      { token: admin.token },
    );
    await call(testApp.app, 'PUT', `/calendar/events/${seriesId}_20240513T070000Z`, {
      token: admin.token,
      body: {
        accountId,
        title: 'Stand-up moved',
        category: 'Work',
        start: '2024-05-13T10:00',
        end: '2024-05-13T10:15',
        timeZone: 'Europe/Berlin',
        scope: 'occurrence',
      },
    });
    await create({ title: 'Holiday', allDay: true, start: '2024-05-20', end: '2024-05-21' });
    const strangerAccount = await localAccountId(stranger);
    await call(testApp.app, 'POST', '/calendar/events', {
      token: stranger.token,
      body: {
        accountId: strangerAccount,
        title: 'Secret stranger event',
        category: 'Work',
        start: '2024-05-06T12:00:00Z',
        end: '2024-05-06T13:00:00Z',
      },
    });

    const url = (await call(testApp.app, 'POST', '/calendar/feed', { token: admin.token })).json()
      .url;
    const body = (await fetchFeed(url)).body;
    const unfolded = body.replace(/\r\n[ \t]/g, '');
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(unfolded).toContain('SUMMARY:Review\\; budget\\, "Q3"');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two');
    expect(unfolded).toContain('DTSTART:20240506T120000Z');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20240506T090000');
    expect(unfolded).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6');
    expect(unfolded).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(unfolded).not.toMatch(/^EXDATE[^:]*:\r?$/m);
    expect(unfolded).toContain('EXDATE;TZID=Europe/Berlin:20240508T090000');
    expect(unfolded).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20240513T090000');
    expect(unfolded).toContain('SUMMARY:Stand-up moved');
    expect(unfolded).toContain('DTSTART;TZID=Europe/Berlin:20240513T100000');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20240520');
    expect(unfolded).toContain(`UID:${seriesId}@worksphere.test`);
    expect(body).not.toContain('Secret stranger event');
  });
});
