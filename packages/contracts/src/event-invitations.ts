import { z } from 'zod';
import { instantSchema, isId, text } from './validation.js';

/**
 * Invitations to built-in calendar events: attendees (members or outside addresses), their
 * replies, and members' busy times. Outside guests get an iTIP e-mail (RFC 5546) and answer
 * through a link or by mail.
 */
export const ATTENDEE_STATUSES = ['needs-action', 'accepted', 'declined', 'tentative'] as const;
export const attendeeStatusSchema = z.enum(ATTENDEE_STATUSES);
export type AttendeeStatus = z.infer<typeof attendeeStatusSchema>;

/** The answers an attendee may give (needs-action is only where they start). */
export const REPLY_STATUSES = ['accepted', 'tentative', 'declined'] as const;
export const replyStatusSchema = z.enum(REPLY_STATUSES);
export type ReplyStatus = z.infer<typeof replyStatusSchema>;

/** Most attendees one event may have. */
export const MAX_EVENT_ATTENDEES = 100;

/** Every text of invitations, in one place (the web app, the server's mails and pages). */
export const INVITATION_MESSAGES = {
  attendees: 'Attendees',
  addMember: 'Add a member',
  addMemberPlaceholder: 'Choose a member',
  addEmail: 'Add an e-mail address',
  addEmailButton: 'Add',
  remove: 'Remove {name}',
  noAttendees: 'No attendees yet.',
  busyTitle: 'Busy on {day}',
  busyNone: 'Free all day',
  busyLoading: 'Checking busy times…',
  busyFailed: 'Could not load busy times.',
  organizer: 'Organiser',
  yourAnswer: 'Your answer',
  answerSaved: 'Answer sent.',
  answerFailed: 'Could not send your answer.',
  statusLabels: {
    'needs-action': 'No answer yet',
    accepted: 'Accepted',
    tentative: 'Maybe',
    declined: 'Declined',
  } satisfies Record<AttendeeStatus, string>,
  replyButtons: {
    accepted: 'Accept',
    tentative: 'Maybe',
    declined: 'Decline',
  } satisfies Record<ReplyStatus, string>,
  // Inbox items of members (the Inbox shows who did it beside them).
  inboxInvited: 'Invited you to an event',
  inboxUpdated: 'Changed an event you are invited to',
  inboxCancelled: 'Cancelled an event you were invited to',
  // The server's refusals.
  invalidEmail: 'Enter a valid e-mail address.',
  memberNotFound: 'This member is not in your organisation.',
  tooManyAttendees: `An event may have at most ${MAX_EVENT_ATTENDEES} attendees.`,
  notInvited: 'You are not invited to this event.',
  invitationNotFound: 'This invitation is no longer valid.',
  localOnly: 'Invitations can be sent from the built-in calendar only.',
  rateLimited: 'Too many answers from here. Try again in a minute.',
  tooManyPeople: 'Ask for at most 50 people at a time.',
  rangeTooLong: 'Ask for at most 31 days of busy times at a time.',
  // The guest's page and mail.
  mailInvited: 'Invitation: {title}',
  mailUpdated: 'Updated invitation: {title}',
  mailCancelled: 'Cancelled: {title}',
  mailIntro: '{organizer} invites you to "{title}".',
  mailUpdatedIntro: '{organizer} changed "{title}".',
  mailCancelledIntro: '{organizer} cancelled "{title}".',
  mailWhen: 'When: {when}',
  mailWhere: 'Where: {where}',
  mailAnswer: 'Answer here: {link}',
  pageTitle: 'Invitation',
  pageAnswered: 'Your answer: {status}',
  pageThanks: 'Thank you, your answer was sent to the organiser.',
} as const;

/** An attendee as the event answers it; `userId` null for an outside address. */
export const eventAttendeeSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  displayName: z.string(),
  status: attendeeStatusSchema,
  respondedAt: z.string().nullable(),
});
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;

const guestEmail = text()
  .trim()
  .toLowerCase()
  .max(320)
  .pipe(z.email(INVITATION_MESSAGES.invalidEmail));

/** One attendee of a create or update: a member by id, or an outside address. */
export const attendeeInputSchema = z.union([
  z.object({
    userId: text().trim().refine(isId, { message: INVITATION_MESSAGES.memberNotFound }),
  }),
  z.object({ email: guestEmail, displayName: text().trim().max(200).optional() }),
]);
export type AttendeeInput = z.infer<typeof attendeeInputSchema>;

/** The attendees field of POST/PUT /calendar/events; absent on an update keeps them. */
export const attendeesInputSchema = z
  .array(attendeeInputSchema)
  .max(MAX_EVENT_ATTENDEES, INVITATION_MESSAGES.tooManyAttendees);

/** POST /calendar/events/{id}/reply {status}: a member answers their invitation. */
export const eventReplyRequestSchema = z.object({ status: replyStatusSchema });
export const eventReplyResponseSchema = z.object({ attendee: eventAttendeeSchema });

/**
 * GET /calendar/free-busy?userIds=a,b&timeMin&timeMax: members' busy blocks (timed events they
 * organise or accepted, tentatively accepted or not yet answered), never titles.
 */
export const freeBusyQuerySchema = z.object({
  userIds: text()
    .trim()
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean))
    .refine((ids) => ids.every(isId), { message: INVITATION_MESSAGES.memberNotFound })
    .refine((ids) => ids.length <= 50, { message: INVITATION_MESSAGES.tooManyPeople }),
  timeMin: instantSchema.refine((value) => value !== null, { message: 'timeMin is required.' }),
  timeMax: instantSchema.refine((value) => value !== null, { message: 'timeMax is required.' }),
});
export const busyBlockSchema = z.object({ start: z.string(), end: z.string() });
export const freeBusyResponseSchema = z.object({
  people: z.array(z.object({ userId: z.string(), busy: z.array(busyBlockSchema) })),
});
export type FreeBusyResponse = z.infer<typeof freeBusyResponseSchema>;

/**
 * GET /calendar/invitations/{token}: what a guest's link shows (public); POST
 * /calendar/invitations/{token}/reply {status} answers with the same (the token is the proof).
 */
export const publicInvitationSchema = z.object({
  title: z.string(),
  organizer: z.string(),
  location: z.string(),
  allDay: z.boolean(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  email: z.string(),
  status: attendeeStatusSchema,
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;
export const publicInvitationResponseSchema = z.object({ invitation: publicInvitationSchema });
