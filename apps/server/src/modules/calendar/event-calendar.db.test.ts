import { CALENDARS_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { calendarCalls, dentistOn } from './testing/calendar-calls.js';

const testApp = useTestApp();
const { myCalendars, listMayEvents, createEvent } = calendarCalls(() => testApp.app);

const put = (token: string, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PUT', `/calendar/events/${id}`, { token, body });

describe('moving an event to another calendar of its account', () => {
  it('an edit moves it between the shared calendar and My calendar, with its colour and privacy', async () => {
    const admin = await registerOrganization(testApp.app);
    const bob = await addMember(testApp.app, admin);
    const { own, workspace, accountId } = await myCalendars(admin);
    const event = await createEvent(admin, dentistOn(accountId, workspace.id));
    expect((await listMayEvents(bob)).map((shown) => shown.summary)).toEqual(['Dentist']);

    const moved = await put(admin.token, event.id, dentistOn(accountId, own.id));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({ calendarId: own.id, color: own.color });
    expect(await listMayEvents(admin)).toEqual([
      expect.objectContaining({ id: event.id, calendarId: own.id, color: own.color }),
    ]);
    // On a private calendar, it is gone for everyone else.
    expect(await listMayEvents(bob)).toEqual([]);

    // Back on the shared calendar, marked private: others see only Busy.
    const back = await put(admin.token, event.id, {
      ...dentistOn(accountId, workspace.id),
      isPrivate: true,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await listMayEvents(admin)).toEqual([
      expect.objectContaining({ calendarId: workspace.id, isPrivate: true, summary: 'Dentist' }),
    ]);
    expect((await listMayEvents(bob)).map((shown) => shown.summary)).toEqual([
      CALENDARS_MESSAGES.busy,
    ]);
  });

  it('a whole repeating series moves; it cannot go onto another member’s or organisation’s calendar', async () => {
    const admin = await registerOrganization(testApp.app);
    const bob = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const { own, workspace, accountId } = await myCalendars(admin);
    const series = await createEvent(admin, {
      ...dentistOn(accountId, workspace.id),
      recurrence: { frequency: 'weekly', count: 3 },
    });
    const moved = await put(admin.token, series.id, {
      ...dentistOn(accountId, own.id),
      scope: 'series',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = await listMayEvents(admin);
    expect(listed).toHaveLength(3);
    expect(new Set(listed.map((shown) => shown.calendarId))).toEqual(new Set([own.id]));

    const bobsOwn = (await myCalendars(bob)).own;
    const strangersOwn = (await myCalendars(stranger)).own;
    for (const calendarId of [bobsOwn.id, strangersOwn.id]) {
      const refused = await put(admin.token, series.id, {
        ...dentistOn(accountId, calendarId),
        scope: 'series',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: CALENDARS_MESSAGES.calendarNotFound,
        code: 'NOT_FOUND',
      });
    }
    expect(new Set((await listMayEvents(admin)).map((shown) => shown.calendarId))).toEqual(
      new Set([own.id]),
    );
  });
});
