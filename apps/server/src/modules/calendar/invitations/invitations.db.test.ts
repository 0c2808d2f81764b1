import {
  INVITATION_MESSAGES,
  freeBusyResponseSchema,
  listEventsResponseSchema,
  type AuthResponse,
  type CalendarEvent,
} from '@worksphere/contracts';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../../test/factories.js';
import { imapAs } from '../../../test/mail-fixtures.js';
import {
  connectImap,
  imapForm,
  MAIL_USERS,
  syncSettled,
  useMailWorld,
} from '../../../test/mail-helpers.js';
import type { RecordedMail } from '../../../test/smtp-recorder.js';
import { call } from '../../../test/test-app.js';
import { expandEverywhere } from '../ical/testing/expand-with-parsers.js';
import { readWithIcalJs, readWithPython } from './testing/read-itip.js';

// The server's own SMTP is the recorder too (as user "eve"), so every mail sent is seen.
const { world, testApp } = useMailWorld((mail) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mail.smtp.port),
  SMTP_USER: 'eve',
  SMTP_PASSWORD: MAIL_USERS.eve,
  MAIL_FROM: 'Worksphere <eve@example.com>',
}));

const app = () => testApp.app;
const JUNE = 'timeMin=2026-06-01T00:00:00Z&timeMax=2026-07-01T00:00:00Z';

async function localAccountId(auth: AuthResponse) {
  const response = await call(app(), 'GET', '/email/accounts/getAccounts', { token: auth.token });
  return response
    .json()
    .accounts.find((account: { accountType: string }) => account.accountType === 'local')
    .id as string;
}

const eventBody = (accountId: string, extra: Record<string, unknown> = {}) => ({
  accountId,
  title: 'Budget review',
  description: 'Numbers for Q3',
  location: 'Room 4',
  category: 'Work',
  start: '2026-06-10T07:00:00.000Z',
  end: '2026-06-10T08:00:00.000Z',
  timeZone: 'Europe/Berlin',
  ...extra,
});

async function createEvent(auth: AuthResponse, body: Record<string, unknown>) {
  const response = await call(app(), 'POST', '/calendar/events', { token: auth.token, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event as CalendarEvent;
}

async function listEvents(auth: AuthResponse, accountId: string) {
  const response = await call(app(), 'GET', `/calendar/events?accountId=${accountId}&${JUNE}`, {
    token: auth.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return listEventsResponseSchema.parse(response.json()).events;
}

/** The mails recorded for this address since `from`, parsed. */
async function mailsTo(address: string, from = 0) {
  const recorded = world.smtp.messages.slice(from).filter((mail) => mail.to.includes(address));
  return Promise.all(
    recorded.map(async (mail) => ({ mail, parsed: await simpleParser(mail.raw) })),
  );
}

/** The iTIP text of a mail: its text/calendar alternative, which must match the .ics file. */
async function itipOf(mail: RecordedMail) {
  expect(mail.raw).toMatch(
    /Content-Type: text\/calendar; ?charset=utf-8; ?method=(REQUEST|CANCEL)/i,
  );
  const parsed = await simpleParser(mail.raw);
  const ics = parsed.attachments.find((file) => file.filename?.endsWith('.ics'));
  expect(ics, 'an .ics attachment').toBeDefined();
  return ics!.content.toString('utf8');
}

const tokenIn = (text: string) => /\/invitations\/([\w-]+)/.exec(text)?.[1] ?? '';

describe('members invited to an event', () => {
  it('get an Inbox item, answer, and the organiser sees their answer', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const accountId = await localAccountId(admin);
    const created = await createEvent(
      admin,
      eventBody(accountId, { attendees: [{ userId: member.user.id }, { userId: admin.user.id }] }),
    );
    // The organiser is not their own attendee.
    expect(created.attendees).toEqual([
      expect.objectContaining({ userId: member.user.id, status: 'needs-action' }),
    ]);

    const inbox = await call(app(), 'GET', '/inbox?kind=event_invitation', { token: member.token });
    expect(inbox.json().items).toEqual([
      expect.objectContaining({
        title: INVITATION_MESSAGES.inboxInvited,
        body: 'Budget review',
        subject: expect.objectContaining({ type: 'calendar_event', id: created.id }),
      }),
    ]);

    const answered = await call(app(), 'POST', `/calendar/events/${created.id}/reply`, {
      token: member.token,
      body: { status: 'accepted' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().attendee.status).toBe('accepted');

    const [seen] = await listEvents(admin, accountId);
    expect(seen!.attendees).toEqual([
      expect.objectContaining({ userId: member.user.id, status: 'accepted' }),
    ]);
  });

  it("see an event on the organiser's private calendar; others still do not", async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const other = await addMember(app(), admin);
    const accountId = await localAccountId(admin);
    const calendars = await call(app(), 'GET', '/calendar/calendars', { token: admin.token });
    const mine = calendars
      .json()
      .calendars.find((entry: { kind: string }) => entry.kind === 'private');
    await createEvent(
      admin,
      eventBody(accountId, {
        calendarId: mine.calendarId,
        title: 'One to one',
        attendees: [{ userId: member.user.id }],
      }),
    );
    const [seen] = await listEvents(member, accountId);
    expect(seen).toEqual(
      expect.objectContaining({
        summary: 'One to one',
        readOnly: true,
        attendees: [expect.objectContaining({ userId: member.user.id })],
      }),
    );
    expect(await listEvents(other, accountId)).toEqual([]);
  });

  it('refuses answers from people not invited and answers outside the three choices', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const other = await addMember(app(), admin);
    const created = await createEvent(
      admin,
      eventBody(await localAccountId(admin), { attendees: [{ userId: member.user.id }] }),
    );
    const stranger = await call(app(), 'POST', `/calendar/events/${created.id}/reply`, {
      token: other.token,
      body: { status: 'accepted' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: INVITATION_MESSAGES.notInvited, code: 'NOT_FOUND' });
    const junk = await call(app(), 'POST', `/calendar/events/${created.id}/reply`, {
      token: member.token,
      body: { status: 'needs-action' },
    });
    expect(junk.statusCode).toBe(400);
    const bogus = await call(app(), 'POST', '/calendar/events/not-an-id/reply', {
      token: member.token,
      body: { status: 'accepted' },
    });
    expect(bogus.statusCode).toBe(404);
  });

  it('refuses members of another organisation, bad addresses and too many attendees', async () => {
    const admin = await registerOrganization(app());
    const outsider = await registerOrganization(app());
    const accountId = await localAccountId(admin);
    const foreign = await call(app(), 'POST', '/calendar/events', {
      token: admin.token,
      body: eventBody(accountId, { attendees: [{ userId: outsider.user.id }] }),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      error: INVITATION_MESSAGES.memberNotFound,
      code: 'NOT_FOUND',
    });
    const badEmail = await call(app(), 'POST', '/calendar/events', {
      token: admin.token,
      body: eventBody(accountId, { attendees: [{ email: 'not an address' }] }),
    });
    expect(badEmail.statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => ({ email: `g${index}@example.org` }));
    const tooMany = await call(app(), 'POST', '/calendar/events', {
      token: admin.token,
      body: eventBody(accountId, { attendees: many }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await listEvents(admin, accountId)).toEqual([]);
  });

  it('keeps another organisation out: no answers, no attendees, no busy times', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const outsider = await registerOrganization(app());
    const created = await createEvent(
      admin,
      eventBody(await localAccountId(admin), { attendees: [{ userId: member.user.id }] }),
    );
    const reply = await call(app(), 'POST', `/calendar/events/${created.id}/reply`, {
      token: outsider.token,
      body: { status: 'declined' },
    });
    expect(reply.statusCode).toBe(404);
    expect(await listEvents(outsider, await localAccountId(outsider))).toEqual([]);
    const busy = await call(
      app(),
      'GET',
      `/calendar/free-busy?userIds=${member.user.id}&${JUNE.replace('07-01', '06-30')}`,
      { token: outsider.token },
    );
    expect(busy.statusCode).toBe(404);
    const [still] = await listEvents(admin, await localAccountId(admin));
    expect(still!.attendees![0]!.status).toBe('needs-action');
  });
});

describe('outside guests', () => {
  it('get an iTIP REQUEST by the server SMTP that all three parsers read, and answer by link', async () => {
    const admin = await registerOrganization(app());
    const accountId = await localAccountId(admin);
    const from = world.smtp.messages.length;
    const created = await createEvent(
      admin,
      eventBody(accountId, {
        attendees: [{ email: 'Guest@Outside.example', displayName: 'Gus Guest' }],
      }),
    );
    const [sent] = await mailsTo('guest@outside.example', from);
    expect(sent!.mail.from).toBe('eve@example.com');
    expect(sent!.parsed.subject).toBe('Invitation: Budget review');
    expect(sent!.parsed.replyTo?.text).toBe(admin.user.email);
    const ics = await itipOf(sent!.mail);

    const expected = {
      method: 'REQUEST',
      events: [
        {
          uid: expect.stringMatching(new RegExp(`^${created.id}@`)),
          sequence: 0,
          status: 'CONFIRMED',
          organizer: admin.user.email.toLowerCase(),
          attendees: [{ email: 'guest@outside.example', partstat: 'NEEDS-ACTION', rsvp: 'TRUE' }],
          tzid: 'Europe/Berlin',
          hasStamp: true,
        },
      ],
      timezones: ['Europe/Berlin'],
    };
    expect(readWithIcalJs(ics)).toEqual(expected);
    const python = await readWithPython(ics);
    expect(python.icalendar).toEqual(expected);
    expect(python.vobject).toEqual(expected);

    const token = tokenIn(sent!.parsed.text ?? '');
    const shown = await call(app(), 'GET', `/calendar/invitations/${token}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().invitation).toEqual(
      expect.objectContaining({
        title: 'Budget review',
        organizer: 'Ada Admin',
        email: 'guest@outside.example',
        status: 'needs-action',
        timeZone: 'Europe/Berlin',
      }),
    );
    const answered = await call(app(), 'POST', `/calendar/invitations/${token}/reply`, {
      body: { status: 'tentative' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().invitation.status).toBe('tentative');
    const [seen] = await listEvents(admin, accountId);
    expect(seen!.attendees).toEqual([
      expect.objectContaining({ email: 'guest@outside.example', status: 'tentative' }),
    ]);

    const unknown = await call(app(), 'GET', `/calendar/invitations/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: INVITATION_MESSAGES.invitationNotFound,
      code: 'NOT_FOUND',
    });
  });

  it('get updates with the next SEQUENCE, a CANCEL when removed or deleted', async () => {
    const admin = await registerOrganization(app());
    const accountId = await localAccountId(admin);
    const from = world.smtp.messages.length;
    const created = await createEvent(
      admin,
      eventBody(accountId, {
        attendees: [{ email: 'stay@outside.example' }, { email: 'go@outside.example' }],
      }),
    );
    const moved = await call(app(), 'PUT', `/calendar/events/${created.id}`, {
      token: admin.token,
      body: eventBody(accountId, {
        start: '2026-06-11T07:00:00.000Z',
        end: '2026-06-11T08:00:00.000Z',
        attendees: [{ email: 'stay@outside.example' }],
      }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const staying = await mailsTo('stay@outside.example', from);
    expect(staying.map(({ parsed }) => parsed.subject)).toEqual([
      'Invitation: Budget review',
      'Updated invitation: Budget review',
    ]);
    const update = readWithIcalJs(await itipOf(staying[1]!.mail));
    expect(update.method).toBe('REQUEST');
    expect(update.events[0]!.sequence).toBe(1);
    expect(update.events[0]!.attendees.map((attendee) => attendee.email)).toEqual([
      'stay@outside.example',
    ]);
    const going = await mailsTo('go@outside.example', from);
    expect(going.map(({ parsed }) => parsed.subject)).toEqual([
      'Invitation: Budget review',
      'Cancelled: Budget review',
    ]);
    const removal = await itipOf(going[1]!.mail);
    expect(readWithIcalJs(removal)).toEqual(
      expect.objectContaining({
        method: 'CANCEL',
        events: [expect.objectContaining({ sequence: 1, status: 'CANCELLED' })],
      }),
    );
    expect((await readWithPython(removal)).vobject.method).toBe('CANCEL');

    const deleted = await call(
      app(),
      'DELETE',
      `/calendar/events/${created.id}?accountId=${accountId}`,
      { token: admin.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const last = (await mailsTo('stay@outside.example', from)).at(-1)!;
    expect(last.parsed.subject).toBe('Cancelled: Budget review');
    const cancel = readWithIcalJs(await itipOf(last.mail));
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.events[0]!.sequence).toBe(2);
  });

  it('of a weekly series across DST see the same occurrences in all three parsers', async () => {
    const admin = await registerOrganization(app());
    const accountId = await localAccountId(admin);
    const from = world.smtp.messages.length;
    await createEvent(
      admin,
      eventBody(accountId, {
        title: 'Weekly sync',
        // 09:00 in Berlin on Thursday 2026-10-22, summer time; the clocks go back on the 25th.
        start: '2026-10-22T07:00:00.000Z',
        end: '2026-10-22T07:30:00.000Z',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 3 },
        attendees: [{ email: 'weekly@outside.example' }],
      }),
    );
    const [sent] = await mailsTo('weekly@outside.example', from);
    const window = { from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') };
    const { icalJs, recurringIcalEvents, vobject } = await expandEverywhere(
      await itipOf(sent!.mail),
      window,
    );
    // 09:00 wall clock each week: 07:00 UTC in summer time, 08:00 UTC after the change.
    expect(icalJs.map((occurrence) => occurrence.start)).toEqual([
      '2026-10-22T07:00:00Z',
      '2026-10-29T08:00:00Z',
      '2026-11-05T08:00:00Z',
    ]);
    expect(recurringIcalEvents).toEqual(icalJs);
    expect(vobject).toEqual(icalJs);
  });

  it('keep their answers on both parts of a series split with "this and following"', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const accountId = await localAccountId(admin);
    const from = world.smtp.messages.length;
    // Mondays 09:00 Berlin, four times from 1 June.
    const created = await createEvent(
      admin,
      eventBody(accountId, {
        start: '2026-06-01T07:00:00.000Z',
        end: '2026-06-01T08:00:00.000Z',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: [], count: 4 },
        attendees: [{ userId: member.user.id }, { email: 'split@outside.example' }],
      }),
    );
    const seriesId = created.recurringEventId!;
    const reply = await call(app(), 'POST', `/calendar/events/${created.id}/reply`, {
      token: member.token,
      body: { status: 'accepted' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [invitation] = await mailsTo('split@outside.example', from);
    const guestReply = await call(
      app(),
      'POST',
      `/calendar/invitations/${tokenIn(invitation!.parsed.text ?? '')}/reply`,
      { body: { status: 'tentative' } },
    );
    expect(guestReply.statusCode, guestReply.body).toBe(200);

    const afterAnswers = world.smtp.messages.length;
    const split = await call(app(), 'PUT', `/calendar/events/${seriesId}_20260615T070000Z`, {
      token: admin.token,
      body: eventBody(accountId, {
        title: 'Budget review v2',
        start: '2026-06-15T07:00:00.000Z',
        end: '2026-06-15T08:00:00.000Z',
        scope: 'following',
      }),
    });
    expect(split.statusCode, split.body).toBe(200);
    const newSeriesId = split.json().event.recurringEventId as string;
    expect(newSeriesId).not.toBe(seriesId);

    const answers = (event: CalendarEvent) =>
      event.attendees!.map((attendee) => [attendee.email, attendee.status]);
    const listed = await listEvents(admin, accountId);
    expect(listed.map((event) => [event.recurringEventId, event.summary])).toEqual([
      [seriesId, 'Budget review'],
      [seriesId, 'Budget review'],
      [newSeriesId, 'Budget review v2'],
      [newSeriesId, 'Budget review v2'],
    ]);
    for (const event of listed) {
      expect(answers(event)).toEqual([
        [member.user.email.toLowerCase(), 'accepted'],
        ['split@outside.example', 'tentative'],
      ]);
    }

    // The guest hears that the old series now ends, and gets the new one with its own link.
    const mails = await mailsTo('split@outside.example', afterAnswers);
    expect(mails.map(({ parsed }) => parsed.subject)).toEqual([
      'Updated invitation: Budget review',
      'Updated invitation: Budget review v2',
    ]);
    const ended = await itipOf(mails[0]!.mail);
    expect(ended).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20260615T065959Z/);
    expect(readWithIcalJs(ended).events[0]!.uid).toMatch(new RegExp(`^${seriesId}@`));
    const next = readWithIcalJs(await itipOf(mails[1]!.mail));
    expect(next.events[0]).toEqual(
      expect.objectContaining({
        uid: expect.stringMatching(new RegExp(`^${newSeriesId}@`)),
        attendees: [
          expect.objectContaining({ email: member.user.email.toLowerCase(), partstat: 'ACCEPTED' }),
          expect.objectContaining({ email: 'split@outside.example', partstat: 'TENTATIVE' }),
        ],
      }),
    );
    const newToken = tokenIn(mails[1]!.parsed.text ?? '');
    expect(newToken).not.toBe(tokenIn(invitation!.parsed.text ?? ''));
    const shown = await call(app(), 'GET', `/calendar/invitations/${newToken}`);
    expect(shown.json().invitation).toEqual(
      expect.objectContaining({ title: 'Budget review v2', status: 'tentative' }),
    );

    // The member is told of both parts in the Inbox.
    const inbox = await call(app(), 'GET', '/inbox?kind=event_invitation', { token: member.token });
    const updates = (inbox.json().items as { title: string; subject: { id: string } }[]).filter(
      (item) => item.title === INVITATION_MESSAGES.inboxUpdated,
    );
    expect(updates.map((item) => item.subject.id).sort()).toEqual([newSeriesId, seriesId].sort());
  });

  it("go out through the organiser's connected mail account when there is one", async () => {
    const admin = await registerOrganization(app());
    await connectImap(app(), admin.token, imapForm(world, 'ada'));
    const from = world.smtp.messages.length;
    await createEvent(
      admin,
      eventBody(await localAccountId(admin), { attendees: [{ email: 'own@outside.example' }] }),
    );
    const [sent] = await mailsTo('own@outside.example', from);
    expect(sent!.mail.from).toBe('ada@example.com');
    const reading = readWithIcalJs(await itipOf(sent!.mail));
    expect(reading.events[0]!.organizer).toBe('ada@example.com');
  });
});

/** A guest's iTIP REPLY as a mail client sends it: text/calendar; method=REPLY. */
async function replyMail(from: string, to: string, uid: string, partstat: string) {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Guest client//EN',
    'METHOD:REPLY',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260601T120000Z',
    'SEQUENCE:0',
    `ORGANIZER:mailto:${to}`,
    `ATTENDEE;PARTSTAT=${partstat}:mailto:guest.mail@outside.example`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
  const node = new MailComposer({
    from,
    to,
    subject: `${partstat}: Budget review`,
    text: 'My answer.',
    icalEvent: { method: 'REPLY', content: ics },
  }).compile();
  return (await node.build()).toString('utf8');
}

describe('answers by mail', () => {
  it("a guest's REPLY in the organiser's connected mailbox updates their answer", async () => {
    const admin = await registerOrganization(app());
    const mailbox = await connectImap(app(), admin.token, imapForm(world, 'ada'));
    await syncSettled(app());
    const accountId = await localAccountId(admin);
    const from = world.smtp.messages.length;
    const created = await createEvent(
      admin,
      eventBody(accountId, { attendees: [{ email: 'guest.mail@outside.example' }] }),
    );
    const [sent] = await mailsTo('guest.mail@outside.example', from);
    const uid = readWithIcalJs(await itipOf(sent!.mail)).events[0]!.uid;
    expect(uid).toMatch(new RegExp(`^${created.id}@`));

    const direct = await imapAs(world.dovecot, 'ada', MAIL_USERS.ada);
    await direct.append(
      'INBOX',
      await replyMail('guest.mail@outside.example', 'ada@example.com', uid, 'ACCEPTED'),
    );
    // Someone else cannot answer for the guest: the REPLY must come from the guest's address.
    await direct.append(
      'INBOX',
      await replyMail('mallory@outside.example', 'ada@example.com', uid, 'DECLINED'),
    );
    await direct.close();
    const synced = await call(app(), 'POST', '/email/sync/account', {
      token: admin.token,
      body: { accountId: mailbox.id },
    });
    expect(synced.statusCode, synced.body).toBe(202);
    await syncSettled(app());

    const [seen] = await listEvents(admin, accountId);
    expect(seen!.attendees).toEqual([
      expect.objectContaining({ email: 'guest.mail@outside.example', status: 'accepted' }),
    ]);
  });
});

describe('free/busy', () => {
  it("shows members' busy blocks, never titles, without declined invitations", async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const accountId = await localAccountId(admin);
    // The member's own event, and two they are invited to (one declined).
    await createEvent(member, eventBody(accountId, { title: 'Dentist' }));
    await createEvent(
      admin,
      eventBody(accountId, {
        title: 'Planning',
        start: '2026-06-10T12:00:00.000Z',
        end: '2026-06-10T13:00:00.000Z',
        attendees: [{ userId: member.user.id }],
      }),
    );
    const declined = await createEvent(
      admin,
      eventBody(accountId, {
        title: 'Skipped',
        start: '2026-06-10T15:00:00.000Z',
        end: '2026-06-10T16:00:00.000Z',
        attendees: [{ userId: member.user.id }],
      }),
    );
    await call(app(), 'POST', `/calendar/events/${declined.id}/reply`, {
      token: member.token,
      body: { status: 'declined' },
    });
    const day = 'timeMin=2026-06-09T22:00:00Z&timeMax=2026-06-10T22:00:00Z';
    const response = await call(
      app(),
      'GET',
      `/calendar/free-busy?userIds=${member.user.id},${admin.user.id}&${day}`,
      { token: admin.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toMatch(/Dentist|Planning|Room 4/);
    expect(freeBusyResponseSchema.parse(response.json()).people).toEqual([
      {
        userId: member.user.id,
        busy: [
          { start: '2026-06-10T07:00:00.000Z', end: '2026-06-10T08:00:00.000Z' },
          { start: '2026-06-10T12:00:00.000Z', end: '2026-06-10T13:00:00.000Z' },
        ],
      },
      {
        userId: admin.user.id,
        busy: [
          { start: '2026-06-10T12:00:00.000Z', end: '2026-06-10T13:00:00.000Z' },
          { start: '2026-06-10T15:00:00.000Z', end: '2026-06-10T16:00:00.000Z' },
        ],
      },
    ]);
  });

  it('refuses long windows and people outside the organisation', async () => {
    const admin = await registerOrganization(app());
    const outsider = await registerOrganization(app());
    const long = await call(
      app(),
      'GET',
      `/calendar/free-busy?userIds=${admin.user.id}&timeMin=2026-01-01T00:00:00Z&timeMax=2026-03-01T00:00:00Z`,
      { token: admin.token },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: INVITATION_MESSAGES.rangeTooLong,
      code: 'VALIDATION_ERROR',
    });
    const foreign = await call(
      app(),
      'GET',
      `/calendar/free-busy?userIds=${outsider.user.id}&timeMin=2026-06-01T00:00:00Z&timeMax=2026-06-02T00:00:00Z`,
      { token: admin.token },
    );
    expect(foreign.statusCode).toBe(404);
  });
});
