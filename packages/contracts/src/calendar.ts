import { z } from 'zod';
import { attendeesInputSchema, eventAttendeeSchema } from './event-invitations.js';
import { remindersSchema } from './calendar-reminders.js';
import { instantSchema, queryParam, STANDALONE_MESSAGE, text } from './validation.js';

/**
 * Years an event may fall in: wide for any real calendar, and far from the edges of what dates
 * can hold, where widening a range or expanding a repeat would overflow.
 */
export const EVENT_FIRST_YEAR = 1900;
export const EVENT_LAST_YEAR = 2999;

/** The texts users see in the calendar, from spec 3 §2, §5 and §8. */
export const CALENDAR_MESSAGES = {
  noTitle: 'No Title',
  noEventsThisMonth: 'No events scheduled this month',
  selectAccount: 'Select a specific calendar account before creating an event.',
  deleteConfirm: 'Are you sure you want to delete this event?',
  fetchFailed: 'Failed to fetch calendar events.',
  createFailed: 'Failed to create event.',
  updateFailed: 'Failed to update event.',
  deleteFailed: 'Failed to delete event.',
  updated: 'Event updated successfully!',
  deleted: 'Event deleted successfully!',
  copied: 'Calendar (this month) copied as table to clipboard.',
  copyFailed: 'Failed to copy calendar to clipboard.',
  /** Alerts read "Error: {message}" (spec 3 §8). */
  alert: (message: string) => `Error: ${message}`,
  // Ours: the server's own refusals.
  titleRequired: 'Title is required.',
  titleTooLong: 'Title must be at most 500 characters.',
  startRequired: 'Start is required.',
  endRequired: 'End is required.',
  categoryRequired: 'Category is required.',
  endBeforeStart: 'The end must not be before the start.',
  eventNotFound: 'Event not found.',
  accountNotFound: 'Calendar account not found.',
  accountHasNoCalendar: 'This account has no calendar.',
  editForbidden: 'You need the calendar:edit permission to change events.',
  providerUnavailable: 'The calendar provider is not answering. Try again in a moment.',
  rangeTooLong: 'Ask for at most 400 days at a time.',
  readOnlyEvent: 'This event cannot be changed from here.',
  followingUnsupported:
    'This calendar can change one event or the whole series, not this and the following events.',
  dateOutOfRange: `Dates must be between the years ${EVENT_FIRST_YEAR} and ${EVENT_LAST_YEAR}.`,
} as const;

/** Category options of the forms (spec 3 §5); editing defaults to Personal (spec 3 §9). */
export const EVENT_CATEGORIES = ['Work', 'Personal', 'Other'] as const;
export const EDIT_DEFAULT_CATEGORY = 'Personal';

/** Longest range one GET may ask for: a month view with its edges, or a year of agenda. */
export const MAX_EVENT_RANGE_DAYS = 400;

/** Start or end of an event as providers write it: a dateTime, or an all-day date. */
export const eventTimeSchema = z.object({
  dateTime: z.string().optional(),
  date: z.string().optional(),
  timeZone: z.string().optional(),
});
export type EventTime = z.infer<typeof eventTimeSchema>;

export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** A repeat rule on the built-in calendar: until a date or for a count, never both. */
export const recurrenceSchema = z
  .object({
    frequency: z.enum(RECURRENCE_FREQUENCIES),
    interval: z.number().int().min(1).max(99).default(1),
    /** Weekly only: the days it repeats on; empty means the start's weekday. */
    byWeekday: z.array(z.enum(WEEKDAYS)).max(7).default([]),
    until: instantSchema.optional(),
    count: z.number().int().min(1).max(1000).optional(),
  })
  .refine((rule) => !(rule.until && rule.count), {
    message: 'Repeat until a date or a number of times, not both.',
    params: STANDALONE_MESSAGE,
  });
export type Recurrence = z.output<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;

/**
 * An event as the server answers it (spec 3 §3, Google Calendar's shape). An occurrence of a
 * repeating event has its own id and `recurringEventId` pointing at the series.
 */
export const calendarEventSchema = z.object({
  id: z.string(),
  summary: z.string(),
  description: z.string(),
  location: z.string(),
  category: z.string().nullable(),
  extendedProperties: z.object({ private: z.record(z.string(), z.string()).optional() }).optional(),
  emailAccountId: z.string(),
  start: eventTimeSchema,
  end: eventTimeSchema,
  recurringEventId: z.string().nullable(),
  recurrence: recurrenceSchema.nullable(),
  /** Events a provider gives us read-only (invitations, holidays): no edit, no drag. */
  readOnly: z.boolean(),
  /** Built-in calendar only: who is invited and how they answered. */
  attendees: z.array(eventAttendeeSchema).optional(),
  /** Built-in calendar only: minutes before the start at which its people are reminded. */
  reminders: z.array(z.number().int()).optional(),
  /** Built-in calendar events: the calendar they are on and its colour (null elsewhere). */
  calendarId: z.string().nullable().optional(),
  color: z.string().nullable().optional(),
  /** On a shared calendar: others see it as "Busy", without its details. */
  isPrivate: z.boolean().optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** A provider that failed while others answered: the page shows its alert, and the rest. */
export const accountFailureSchema = z.object({ accountId: z.string(), error: z.string() });

/**
 * GET /calendar/events?accountId&timeMin&timeMax answers {events}; `accountId=all` merges
 * every usable account, and `failures` lists the accounts that could not be read.
 */
export const listEventsQuerySchema = z.object({
  accountId: queryParam(text().trim()).transform((value) => value ?? 'all'),
  timeMin: instantSchema.refine((value) => value !== null, { message: 'timeMin is required.' }),
  timeMax: instantSchema.refine((value) => value !== null, { message: 'timeMax is required.' }),
});

/**
 * How much one GET /calendar/events answers at most: occurrences of one series in the asked
 * window, and events in all. Endless daily series would otherwise answer tens of thousands.
 */
export const EVENT_LIST_LIMITS = { maxEvents: 5000, maxOccurrencesPerSeries: 400 } as const;

export const listEventsResponseSchema = z.object({
  events: z.array(calendarEventSchema),
  failures: z.array(accountFailureSchema),
  /** True when the limits left events out (the earliest are kept). */
  truncated: z.boolean().optional(),
  /** When truncated: the list is complete for events starting before this instant. */
  completeUntil: z.string().optional(),
  limits: z
    .object({ maxEvents: z.number().int(), maxOccurrencesPerSeries: z.number().int() })
    .optional(),
});
export type ListEventsResponse = z.infer<typeof listEventsResponseSchema>;

/**
 * What the occurrence-aware calls change: one occurrence, that occurrence and the ones after it
 * (the series is split there), or the whole series.
 */
export const eventScopeSchema = z.enum(['occurrence', 'following', 'series']);
export type EventScope = z.infer<typeof eventScopeSchema>;

const eventFields = {
  accountId: text().trim().min(1, CALENDAR_MESSAGES.selectAccount),
  title: text().trim().max(500, CALENDAR_MESSAGES.titleTooLong),
  description: text().max(20_000).nullable().default(''),
  location: text().max(500).nullable().default(''),
  start: text().trim().min(1, CALENDAR_MESSAGES.startRequired),
  end: text().trim().min(1, CALENDAR_MESSAGES.endRequired),
  category: text().trim().min(1, CALENDAR_MESSAGES.categoryRequired).max(100),
  /** true: start and end are dates (YYYY-MM-DD), the end exclusive as in Google's API. */
  allDay: z.boolean().default(false),
  /** IANA zone the event was written in; the user's zone by default. */
  timeZone: text().trim().max(100).optional(),
  recurrence: recurrenceSchema.nullable().optional(),
  /** Built-in calendar only: members and outside addresses; absent on an update keeps them. */
  attendees: attendeesInputSchema.optional(),
  /** Built-in calendar only; see remindersSchema for the defaults. */
  reminders: remindersSchema.optional(),
  /**
   * Built-in account only: which calendar (the caller's private one or a shared one); left out,
   * a new event goes on the first shared calendar and an edited one stays where it is.
   */
  calendarId: text().trim().optional(),
  /** On a shared calendar: other members see only "Busy" at its time. */
  isPrivate: z.boolean().optional(),
};

/**
 * POST /calendar/events (spec 3 §7): accountId, title, description, start, end, category; an
 * empty title is stored as "No Title". Answers 201 {event}.
 */
export const createEventRequestSchema = z.object(eventFields);
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;
export type CreateEventInput = z.output<typeof createEventRequestSchema>;

/** PUT /calendar/events/{id}: the same fields; `scope` for an occurrence of a series. */
export const updateEventRequestSchema = z.object({
  ...eventFields,
  scope: eventScopeSchema.default('series'),
});
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;
export type UpdateEventInput = z.output<typeof updateEventRequestSchema>;
export const eventResponseSchema = z.object({ event: calendarEventSchema });

/** DELETE /calendar/events/{id}?accountId&scope. */
export const deleteEventQuerySchema = z.object({
  accountId: text().trim().min(1, CALENDAR_MESSAGES.selectAccount),
  scope: queryParam(eventScopeSchema).transform((value) => value ?? 'series'),
});

/** The private iCalendar feed of the built-in calendar: GET/POST/DELETE /calendar/feed. */
export const calendarFeedResponseSchema = z.object({ url: z.string().nullable() });
