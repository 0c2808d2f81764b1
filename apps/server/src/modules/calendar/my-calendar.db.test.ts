import { CALENDARS_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { calendarCalls, dentistOn } from './testing/calendar-calls.js';

const testApp = useTestApp();
const { calendarsOf, myCalendars, listMayEvents, createEvent } = calendarCalls(() => testApp.app);

const rename = (token: string, id: string, body: Record<string, unknown>) =>
  call(testApp.app, 'PATCH', `/calendar/calendars/${id}`, { token, body });

describe('renaming and recolouring one’s own private calendar', () => {
  it('its owner, a member, renames and recolours it; the list and its events follow', async () => {
    const admin = await registerOrganization(testApp.app);
    const alice = await addMember(testApp.app, admin);
    const { own, accountId } = await myCalendars(alice);
    await createEvent(alice, dentistOn(accountId, own.id));

    const renamed = await rename(alice.token, own.id, { name: '  Family  ', color: '#DB2777' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().calendar).toEqual({
      ...own,
      name: 'Family',
      color: '#db2777',
    });
    const listed = (await calendarsOf(alice)).calendars;
    expect(listed[0]).toMatchObject({ id: own.id, kind: 'private', name: 'Family' });
    const [event] = await listMayEvents(alice);
    expect(event).toMatchObject({ summary: 'Dentist', calendarId: own.id, color: '#db2777' });

    // Only the colour: the name stays.
    const recoloured = await rename(alice.token, own.id, { color: '#0891b2' });
    expect(recoloured.json().calendar).toMatchObject({ name: 'Family', color: '#0891b2' });
    // Deleting one's private calendar is still refused, even to an admin: every member keeps one.
    const adminsOwn = (await myCalendars(admin)).own;
    const deleted = await call(testApp.app, 'DELETE', `/calendar/calendars/${adminsOwn.id}`, {
      token: admin.token,
    });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().error).toBe(CALENDARS_MESSAGES.privateNotManaged);
  });

  it('refuses a blank name and a colour that is not #rrggbb', async () => {
    const alice = await registerOrganization(testApp.app);
    const { own } = await myCalendars(alice);
    for (const body of [{ name: '  ' }, { color: 'pink' }, { name: 'x'.repeat(101) }]) {
      const refused = await rename(alice.token, own.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await calendarsOf(alice)).calendars[0]?.name).toBe(CALENDARS_MESSAGES.myCalendar);
  });

  it('another member, an admin included, and another organisation find no such calendar', async () => {
    const admin = await registerOrganization(testApp.app);
    const alice = await addMember(testApp.app, admin);
    const bob = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const { own } = await myCalendars(alice);
    for (const other of [bob, admin, stranger]) {
      const refused = await rename(other.token, own.id, { name: 'Mine now', color: '#dc2626' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: CALENDARS_MESSAGES.calendarNotFound,
        code: 'NOT_FOUND',
      });
    }
    expect((await calendarsOf(alice)).calendars[0]).toMatchObject({
      name: CALENDARS_MESSAGES.myCalendar,
      color: own.color,
    });
    // Renaming their own leaves Alice's alone.
    const bobs = await myCalendars(bob);
    expect((await rename(bob.token, bobs.own.id, { name: 'Bob’s' })).statusCode).toBe(200);
    expect((await calendarsOf(alice)).calendars[0]?.name).toBe(CALENDARS_MESSAGES.myCalendar);
  });
});
