import {
  inboxText,
  INVITATION_MESSAGES,
  type AttendeeInput,
  type CalendarEvent,
  type EventAttendee,
  type InboxItemText,
  type PublicInvitation,
  type ReplyStatus,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { hashToken } from '../../../platform/auth/tokens.js';
import { AppError } from '../../../platform/errors.js';
import { findOrganizationUser } from '../../users/users.repo.js';
import type { EventRow } from '../calendar.repo.js';
import { parseEventId } from '../providers/local.provider.js';
import * as repo from './attendees.repo.js';
import { createInvitationMail, type OrganizerMailbox } from './invitation-mail.js';
import { describeWhen, renderItip, type ItipMethod } from './itip.js';

/** The app path of a guest's answer page; the token is the only proof. */
export const INVITATION_PATH = '/invitations';

/** An attendee as it will be stored: resolved before the event is written. */
export type WantedAttendee = { userId: string | null; email: string; displayName: string };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const nameOf = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;
const seriesIdOf = (event: CalendarEvent) => event.recurringEventId ?? event.id;

export function presentAttendee(row: repo.AttendeeRow): EventAttendee {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    displayName: row.displayName,
    status: row.status,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/**
 * Attendees of built-in calendar events: members get an Inbox item and answer in the app;
 * outside addresses get iTIP mail (REQUEST, updates with the next SEQUENCE, CANCEL) and answer
 * through their link or by a REPLY mail.
 */
export function createInvitationsService(deps: AppDeps) {
  const { db, config, secrets } = deps;
  const mail = createInvitationMail(deps);
  const domain = () => new URL(config.publicUrl).hostname;
  // The link's token is derived from the attendee's id, so updates can repeat the same link.
  const tokenOf = (attendeeId: string) => secrets.derive(`event-invitation:${attendeeId}`);
  const linkOf = (attendeeId: string) =>
    `${config.publicUrl}${INVITATION_PATH}/${tokenOf(attendeeId)}`;

  /** Gives the built-in account's events their attendees (in place); others stay as they are. */
  async function attachAttendees(
    organizationId: string,
    localAccountId: string | undefined,
    events: CalendarEvent[],
  ): Promise<CalendarEvent[]> {
    const local = events.filter((event) => event.emailAccountId === localAccountId);
    if (!localAccountId || local.length === 0) return events;
    const rows = await repo.listAttendees(db, organizationId, [...new Set(local.map(seriesIdOf))]);
    const byEvent = new Map<string, EventAttendee[]>();
    for (const row of rows) {
      byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), presentAttendee(row)]);
    }
    for (const event of local) event.attendees = byEvent.get(seriesIdOf(event)) ?? [];
    return events;
  }

  /** Checks the wanted attendees before the event is written: members of this organisation only. */
  async function resolveAttendees(
    session: SessionContext,
    inputs: AttendeeInput[] | undefined,
  ): Promise<WantedAttendee[] | undefined> {
    if (inputs === undefined) return undefined;
    const memberIds = inputs.flatMap((input) => ('userId' in input ? [input.userId] : []));
    const members = await repo.listMembers(db, session.organizationId, [...new Set(memberIds)]);
    const byId = new Map(members.map((member) => [member.id, member]));
    const wanted = new Map<string, WantedAttendee>();
    for (const input of inputs) {
      if ('userId' in input) {
        const member = byId.get(input.userId);
        if (!member) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.memberNotFound);
        // The organiser is not their own attendee.
        if (member.id === session.userId) continue;
        const email = member.email.toLowerCase();
        wanted.set(email, { userId: member.id, email, displayName: nameOf(member) });
      } else if (!wanted.has(input.email)) {
        const member = members.find((candidate) => candidate.email.toLowerCase() === input.email);
        wanted.set(input.email, {
          userId: member?.id ?? null,
          email: input.email,
          displayName: input.displayName ?? '',
        });
      }
    }
    return [...wanted.values()];
  }

  async function organizerOf(session: SessionContext, mailbox: OrganizerMailbox) {
    const user = await findOrganizationUser(db, session.organizationId, session.userId);
    const name = user ? nameOf(user) : '';
    return { name, email: mailbox?.email ?? user?.email ?? '' };
  }

  type Delivery = {
    session: SessionContext;
    event: EventRow;
    everyone: repo.AttendeeRow[];
    sequence: number;
  };

  /** One iTIP mail to each of these guests. */
  async function mailGuests(
    delivery: Delivery,
    guests: repo.AttendeeRow[],
    method: ItipMethod,
    isUpdate: boolean,
  ) {
    if (guests.length === 0) return;
    const mailbox = await mail.organizerMailbox(delivery.session);
    const organizer = await organizerOf(delivery.session, mailbox);
    const ics = renderItip({
      method,
      event: delivery.event,
      organizer,
      attendees: delivery.everyone,
      sequence: delivery.sequence,
      domain: domain(),
    });
    const title = delivery.event.title;
    const [subject, intro] =
      method === 'CANCEL'
        ? [INVITATION_MESSAGES.mailCancelled, INVITATION_MESSAGES.mailCancelledIntro]
        : isUpdate
          ? [INVITATION_MESSAGES.mailUpdated, INVITATION_MESSAGES.mailUpdatedIntro]
          : [INVITATION_MESSAGES.mailInvited, INVITATION_MESSAGES.mailIntro];
    for (const guest of guests) {
      const lines = [
        fill(intro, { organizer: organizer.name || organizer.email, title }),
        '',
        fill(INVITATION_MESSAGES.mailWhen, { when: describeWhen(delivery.event) }),
        ...(delivery.event.location
          ? [fill(INVITATION_MESSAGES.mailWhere, { where: delivery.event.location })]
          : []),
        ...(method === 'CANCEL'
          ? []
          : ['', fill(INVITATION_MESSAGES.mailAnswer, { link: linkOf(guest.id) })]),
      ];
      await mail.send(mailbox, organizer.email, {
        to: { email: guest.email, name: guest.displayName },
        subject: fill(subject, { title }),
        text: lines.join('\n'),
        method,
        ics,
      });
    }
  }

  function tellMembers(
    session: SessionContext,
    event: EventRow,
    members: repo.AttendeeRow[],
    title: InboxItemText,
    version: string,
  ) {
    const recipientIds = members.flatMap((row) => (row.userId ? [row.userId] : []));
    if (!deps.inbox || recipientIds.length === 0) return Promise.resolve();
    return deps.inbox
      .notify({
        organizationId: session.organizationId,
        recipientIds,
        kind: 'event_invitation',
        actorId: session.userId,
        subject: { type: 'calendar_event', id: event.id, link: `/calendar?event=${event.id}` },
        title,
        body: event.title,
        dedupeKey: `event_invitation:${event.id}:${version}`,
      })
      .then(() => undefined);
  }

  /**
   * After an event of the built-in calendar was created or changed: stores the wanted attendees
   * (when given), invites the new ones, sends the others the update (next SEQUENCE) and tells
   * those removed that it is cancelled for them.
   */
  async function eventSaved(
    session: SessionContext,
    seriesId: string,
    wanted: WantedAttendee[] | undefined,
    change: 'created' | 'updated',
  ) {
    const event = await repo.findSeries(db, session.organizationId, seriesId);
    if (!event) return;
    const before = await repo.listAttendees(db, session.organizationId, [seriesId]);
    if (before.length === 0 && !wanted?.length) return;
    const kept = wanted
      ? before.filter((row) => wanted.some((person) => person.email === row.email))
      : before;
    const removed = before.filter((row) => !kept.includes(row));
    const adding = (wanted ?? []).filter(
      (person) => !before.some((row) => row.email === person.email),
    );
    const sequence =
      change === 'created' ? 0 : Math.max(0, ...before.map((row) => row.sequence)) + 1;
    const added = await repo.insertAttendees(
      db,
      adding.map((person) => ({
        organizationId: session.organizationId,
        eventId: seriesId,
        userId: person.userId,
        email: person.email,
        displayName: person.displayName,
        sequence,
      })),
    );
    for (const row of added.filter((row) => !row.userId)) {
      await repo.setReplyTokenHash(db, row.id, hashToken(tokenOf(row.id)));
    }
    await repo.deleteAttendees(
      db,
      session.organizationId,
      removed.map((row) => row.id),
    );
    await repo.setSequence(db, session.organizationId, seriesId, sequence);
    const everyone = [...kept, ...added];
    const delivery = { session, event, everyone, sequence };
    const version = event.updatedAt.toISOString();
    await tellMembers(session, event, added, inboxText('eventInvited'), version);
    if (change === 'updated') {
      await tellMembers(session, event, kept, inboxText('eventUpdated'), version);
    }
    await tellMembers(session, event, removed, inboxText('eventCancelled'), version);
    const guests = (rows: repo.AttendeeRow[]) => rows.filter((row) => !row.userId);
    await mailGuests(delivery, guests(added), 'REQUEST', false);
    if (change === 'updated') await mailGuests(delivery, guests(kept), 'REQUEST', true);
    await mailGuests({ ...delivery, everyone: removed }, guests(removed), 'CANCEL', false);
  }

  /**
   * "This and following" split a series: the new part invites the old part's attendees with
   * their answers (a guest gets a link of their own for it). Who hears what is then eventSaved's.
   */
  async function seriesSplit(session: SessionContext, fromSeriesId: string, toSeriesId: string) {
    const rows = await repo.listAttendees(db, session.organizationId, [fromSeriesId]);
    const copied = await repo.insertAttendees(
      db,
      rows.map((row) => ({
        organizationId: session.organizationId,
        eventId: toSeriesId,
        userId: row.userId,
        email: row.email,
        displayName: row.displayName,
        status: row.status,
        respondedAt: row.respondedAt,
      })),
    );
    for (const row of copied.filter((row) => !row.userId)) {
      await repo.setReplyTokenHash(db, row.id, hashToken(tokenOf(row.id)));
    }
  }

  /** Before a whole event is deleted: every attendee hears it is cancelled. */
  async function eventDeleting(session: SessionContext, seriesId: string) {
    const event = await repo.findSeries(db, session.organizationId, seriesId);
    if (!event) return;
    const everyone = await repo.listAttendees(db, session.organizationId, [seriesId]);
    if (everyone.length === 0) return;
    const sequence = Math.max(0, ...everyone.map((row) => row.sequence)) + 1;
    await tellMembers(
      session,
      event,
      everyone,
      inboxText('eventCancelled'),
      `cancelled:${sequence}`,
    );
    await mailGuests(
      { session, event, everyone, sequence },
      everyone.filter((row) => !row.userId),
      'CANCEL',
      false,
    );
  }

  /** POST /calendar/events/{id}/reply: the caller answers their own invitation. */
  async function reply(session: SessionContext, eventId: string, status: ReplyStatus) {
    const parsed = parseEventId(eventId);
    const rows = parsed
      ? await repo.listAttendees(db, session.organizationId, [parsed.seriesId])
      : [];
    const mine = rows.find((row) => row.userId === session.userId);
    if (!mine) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notInvited);
    return presentAttendee((await repo.setStatus(db, mine.id, status))!);
  }

  async function guestByToken(token: string) {
    if (!/^[\w-]{20,100}$/.test(token)) return undefined;
    return repo.findByReplyTokenHash(db, hashToken(token));
  }

  /** GET /calendar/invitations/{token}: what the guest is invited to. */
  async function invitationOf(token: string): Promise<PublicInvitation> {
    const guest = await guestByToken(token);
    const event = guest
      ? await repo.findSeries(db, guest.organizationId, guest.eventId)
      : undefined;
    if (!guest || !event) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.invitationNotFound);
    const organizer = event.createdById
      ? await findOrganizationUser(db, event.organizationId, event.createdById)
      : undefined;
    return {
      title: event.title,
      organizer: organizer ? nameOf(organizer) : '',
      location: event.location,
      allDay: event.allDay,
      start: event.allDay ? event.startDate! : event.startsAt.toISOString(),
      end: event.allDay ? event.endDate! : event.endsAt.toISOString(),
      timeZone: event.timeZone,
      email: guest.email,
      status: guest.status,
    };
  }

  /** POST /calendar/invitations/{token}/reply */
  async function guestReply(token: string, status: ReplyStatus) {
    const guest = await guestByToken(token);
    if (!guest) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.invitationNotFound);
    await repo.setStatus(db, guest.id, status);
    return invitationOf(token);
  }

  return {
    attachAttendees,
    resolveAttendees,
    eventSaved,
    seriesSplit,
    eventDeleting,
    reply,
    invitationOf,
    guestReply,
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
