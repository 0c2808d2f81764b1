import { CALENDARS_MESSAGES, type AuthResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { calendarCalls, dentistOn } from './testing/calendar-calls.js';

const testApp = useTestApp();
const {
  calendarsOf,
  myCalendars,
  listMayEvents: listEvents,
  createEvent,
} = calendarCalls(() => testApp.app);
const dentist = dentistOn;

/** An organisation with an admin and two members, each having fetched their calendars. */
async function team() {
  const admin = await registerOrganization(testApp.app);
  const alice = await addMember(testApp.app, admin);
  const bob = await addMember(testApp.app, admin);
  return { admin, alice, bob, aliceCalendars: await myCalendars(alice) };
}

describe('private and shared calendars', () => {
  it('lists My calendar first, then the Workspace calendar, made once however often asked', async () => {
    const admin = await registerOrganization(testApp.app);
    const [first, second] = await Promise.all([calendarsOf(admin), calendarsOf(admin)]);
    expect(first.calendars.map(({ kind, name }) => [kind, name])).toEqual([
      ['private', CALENDARS_MESSAGES.myCalendar],
      ['shared', CALENDARS_MESSAGES.workspaceCalendar],
    ]);
    expect(second.calendars.map((calendar) => calendar.id)).toEqual(
      first.calendars.map((calendar) => calendar.id),
    );
    expect(first.canManage).toBe(true);
    expect(first.hiddenIds).toEqual([]);
    const member = await addMember(testApp.app, admin);
    expect((await calendarsOf(member)).canManage).toBe(false);
  });

  it('events carry their calendar and its colour; without a calendar they go on the shared one', async () => {
    const admin = await registerOrganization(testApp.app);
    const { own, workspace, accountId } = await myCalendars(admin);
    const mine = await createEvent(admin, dentist(accountId, own.id));
    const { calendarId: _ignored, ...withoutCalendar } = dentist(accountId, own.id);
    const shared = await createEvent(admin, { ...withoutCalendar, title: 'Stand-up' });
    expect(mine).toMatchObject({ calendarId: own.id, color: own.color, isPrivate: false });
    expect(shared).toMatchObject({ calendarId: workspace.id, color: workspace.color });
    const listed = await listEvents(admin);
    expect(listed.map((event) => [event.summary, event.calendarId, event.color])).toEqual(
      expect.arrayContaining([
        ['Dentist', own.id, own.color],
        ['Stand-up', workspace.id, workspace.color],
      ]),
    );
  });

  it('a private calendar’s events are seen, changed and deleted by its owner only', async () => {
    const { admin, alice, bob, aliceCalendars } = await team();
    const { own, accountId } = aliceCalendars;
    const event = await createEvent(alice, dentist(accountId, own.id));
    expect((await listEvents(alice)).map((shown) => shown.summary)).toEqual(['Dentist']);
    for (const other of [bob, admin]) {
      expect(await listEvents(other)).toEqual([]);
      expect(await listEvents(other, accountId)).toEqual([]);
      const put = await call(testApp.app, 'PUT', `/calendar/events/${event.id}`, {
        token: other.token,
        body: { ...dentist(accountId, own.id), title: 'Mine now' },
      });
      expect(put.statusCode).toBe(404);
      const removed = await call(
        testApp.app,
        'DELETE',
        `/calendar/events/${event.id}?accountId=${accountId}`,
        { token: other.token },
      );
      expect(removed.statusCode).toBe(404);
      // Nor can anyone write onto Alice's calendar.
      const onto = await call(testApp.app, 'POST', '/calendar/events', {
        token: other.token,
        body: dentist(accountId, own.id),
      });
      expect(onto.statusCode).toBe(404);
      expect(onto.json()).toEqual({
        error: CALENDARS_MESSAGES.calendarNotFound,
        code: 'NOT_FOUND',
      });
    }
    expect((await listEvents(alice)).map((shown) => shown.summary)).toEqual(['Dentist']);
  });

  it('a private event on a shared calendar is "Busy" to other members, with no details', async () => {
    const { alice, bob, aliceCalendars } = await team();
    const { workspace, accountId } = aliceCalendars;
    const event = await createEvent(alice, {
      ...dentist(accountId, workspace.id),
      isPrivate: true,
    });
    expect(event.isPrivate).toBe(true);
    const [seenByAlice] = await listEvents(alice);
    expect(seenByAlice).toMatchObject({ summary: 'Dentist', location: 'Harley Street' });
    const seenByBob = await listEvents(bob);
    expect(seenByBob).toEqual([
      {
        id: event.id,
        summary: CALENDARS_MESSAGES.busy,
        description: '',
        location: '',
        category: null,
        emailAccountId: accountId,
        start: event.start,
        end: event.end,
        recurringEventId: null,
        recurrence: null,
        readOnly: true,
        calendarId: workspace.id,
        color: workspace.color,
        isPrivate: true,
      },
    ]);
    expect(JSON.stringify(seenByBob)).not.toMatch(/Dentist|Root canal|Harley/);
    const put = await call(testApp.app, 'PUT', `/calendar/events/${event.id}`, {
      token: bob.token,
      body: { ...dentist(accountId, workspace.id), title: 'Taken' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({
      error: CALENDARS_MESSAGES.privateEventForbidden,
      code: 'FORBIDDEN',
    });
    // Made public again, everyone sees it.
    const shared = await call(testApp.app, 'PUT', `/calendar/events/${event.id}`, {
      token: alice.token,
      body: { ...dentist(accountId, workspace.id), isPrivate: false },
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await listEvents(bob)).map((shown) => shown.summary)).toEqual(['Dentist']);
  });

  it('only admins add, rename, recolour and delete shared calendars', async () => {
    const { admin, alice, aliceCalendars } = await team();
    const { own, workspace, accountId } = aliceCalendars;
    const forbidden = { error: CALENDARS_MESSAGES.manageForbidden, code: 'FORBIDDEN' };
    const memberCalls = [
      call(testApp.app, 'POST', '/calendar/calendars', {
        token: alice.token,
        body: { name: 'Mine', color: '#123456' },
      }),
      call(testApp.app, 'PATCH', `/calendar/calendars/${workspace.id}`, {
        token: alice.token,
        body: { name: 'Renamed' },
      }),
      call(testApp.app, 'DELETE', `/calendar/calendars/${workspace.id}`, { token: alice.token }),
    ];
    for (const response of await Promise.all(memberCalls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }

    const created = await call(testApp.app, 'POST', '/calendar/calendars', {
      token: admin.token,
      body: { name: '  Sales  ', color: '#AA3300' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const sales = created.json().calendar;
    expect(sales).toMatchObject({ kind: 'shared', name: 'Sales', color: '#aa3300' });
    const renamed = await call(testApp.app, 'PATCH', `/calendar/calendars/${sales.id}`, {
      token: admin.token,
      body: { name: 'Sales team', color: '#0891b2' },
    });
    expect(renamed.json().calendar).toMatchObject({ name: 'Sales team', color: '#0891b2' });
    expect((await calendarsOf(alice)).calendars.map((calendar) => calendar.name)).toEqual([
      CALENDARS_MESSAGES.myCalendar,
      CALENDARS_MESSAGES.workspaceCalendar,
      'Sales team',
    ]);

    const bad = await call(testApp.app, 'POST', '/calendar/calendars', {
      token: admin.token,
      body: { name: ' ', color: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    const privateOne = await call(testApp.app, 'PATCH', `/calendar/calendars/${own.id}`, {
      token: admin.token,
      body: { name: 'Snooped' },
    });
    expect(privateOne.statusCode).toBe(404);

    // Deleting moves the events to another shared calendar when asked, else deletes them.
    await createEvent(alice, { ...dentist(accountId, sales.id), title: 'Pitch' });
    const moved = await call(
      testApp.app,
      'DELETE',
      `/calendar/calendars/${sales.id}?moveEventsTo=${workspace.id}`,
      { token: admin.token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await listEvents(alice)).map((event) => [event.summary, event.calendarId])).toEqual([
      ['Pitch', workspace.id],
    ]);
    const ontoPrivate = await call(
      testApp.app,
      'DELETE',
      `/calendar/calendars/${workspace.id}?moveEventsTo=${own.id}`,
      { token: admin.token },
    );
    expect(ontoPrivate.statusCode).toBe(400);
    expect(ontoPrivate.json().error).toBe(CALENDARS_MESSAGES.moveTargetInvalid);
    const deleted = await call(testApp.app, 'DELETE', `/calendar/calendars/${workspace.id}`, {
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await listEvents(alice)).toEqual([]);
  });

  it('each member’s iCalendar feed holds what they see: no one else’s private calendar, Busy', async () => {
    const { alice, bob, aliceCalendars } = await team();
    const { own, workspace, accountId } = aliceCalendars;
    await createEvent(alice, dentist(accountId, own.id));
    await createEvent(alice, {
      ...dentist(accountId, workspace.id),
      title: 'Therapy',
      start: '2024-05-07T09:00:00Z',
      end: '2024-05-07T10:00:00Z',
      isPrivate: true,
    });
    const feedOf = async (auth: AuthResponse) => {
      const { url } = (
        await call(testApp.app, 'POST', '/calendar/feed', { token: auth.token })
      ).json() as { url: string };
      const answer = await call(testApp.app, 'GET', new URL(url).pathname.replace(/^\/api/, ''));
      expect(answer.statusCode).toBe(200);
      return answer.body.replace(/\r\n[ \t]/g, '');
    };
    const bobs = await feedOf(bob);
    expect(bobs).toContain(`SUMMARY:${CALENDARS_MESSAGES.busy}`);
    expect(bobs).not.toMatch(/Dentist|Therapy|Root canal|Harley/);
    const alices = await feedOf(alice);
    expect(alices).toContain('SUMMARY:Dentist');
    expect(alices).toContain('SUMMARY:Therapy');
  });

  it('keeps each user’s hidden calendars on the server', async () => {
    const { alice, bob, aliceCalendars } = await team();
    const saved = await call(testApp.app, 'PUT', '/calendar/calendars/hidden', {
      token: alice.token,
      body: { hiddenIds: [aliceCalendars.workspace.id, aliceCalendars.workspace.id] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await calendarsOf(alice)).hiddenIds).toEqual([aliceCalendars.workspace.id]);
    expect((await calendarsOf(bob)).hiddenIds).toEqual([]);
    const junk = await call(testApp.app, 'PUT', '/calendar/calendars/hidden', {
      token: alice.token,
      body: { hiddenIds: ['not-an-id'] },
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().code).toBe('VALIDATION_ERROR');
  });

  it('another organisation can read and change none of it', async () => {
    const { admin, alice, aliceCalendars } = await team();
    const { workspace, own, accountId } = aliceCalendars;
    await createEvent(alice, { ...dentist(accountId, workspace.id), title: 'Shared plan' });
    const stranger = await registerOrganization(testApp.app);
    const theirs = await calendarsOf(stranger);
    expect(theirs.calendars.map((calendar) => calendar.id)).not.toContain(workspace.id);
    expect(await listEvents(stranger)).toEqual([]);
    for (const id of [workspace.id, own.id]) {
      const patched = await call(testApp.app, 'PATCH', `/calendar/calendars/${id}`, {
        token: stranger.token,
        body: { name: 'Ours' },
      });
      expect(patched.statusCode).toBe(404);
      const deleted = await call(testApp.app, 'DELETE', `/calendar/calendars/${id}`, {
        token: stranger.token,
      });
      expect(deleted.statusCode).toBe(404);
      // Their own account with our calendar's id: the calendar is not found.
      const onto = await call(testApp.app, 'POST', '/calendar/events', {
        token: stranger.token,
        body: dentist(theirs.calendars[0]!.accountId, id),
      });
      expect(onto.statusCode).toBe(404);
    }
    const moveAcross = await call(
      testApp.app,
      'DELETE',
      `/calendar/calendars/${theirs.calendars[1]!.id}?moveEventsTo=${workspace.id}`,
      { token: stranger.token },
    );
    expect(moveAcross.statusCode).toBe(400);
    const ours = await calendarsOf(admin);
    expect(ours.calendars.find((calendar) => calendar.id === workspace.id)?.name).toBe(
      CALENDARS_MESSAGES.workspaceCalendar,
    );
    expect((await listEvents(alice)).map((event) => event.summary)).toEqual(['Shared plan']);
  });
});
