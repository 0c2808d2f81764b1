import { z } from 'zod';
import { ID_PATTERN, queryParam, requiredText, text } from './validation.js';

/** Texts of the calendar list: private and shared calendars (PRODUCT.md, issue 23). */
export const CALENDARS_MESSAGES = {
  listTitle: 'Calendars',
  myCalendar: 'My calendar',
  workspaceCalendar: 'Workspace calendar',
  /** What other members see of a private event on a shared calendar. */
  busy: 'Busy',
  private: 'Private',
  calendarField: 'Calendar',
  show: (name: string) => `Show ${name}`,
  addCalendar: 'Add calendar',
  renameCalendar: 'Edit calendar',
  deleteCalendar: 'Delete calendar',
  nameLabel: 'Name',
  colorLabel: 'Colour',
  save: 'Save',
  cancel: 'Cancel',
  deleteQuestion: (name: string) => `Delete "${name}"? What should happen to its events?`,
  moveEventsTo: 'Move its events to',
  deleteEvents: 'Delete its events',
  created: 'Calendar added.',
  saved: 'Calendar saved.',
  removed: 'Calendar deleted.',
  showCalendars: 'Calendars',
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  colorInvalid: 'Colour must be a #rrggbb value.',
  calendarNotFound: 'Calendar not found.',
  manageForbidden: 'Only administrators can add, change or delete shared calendars.',
  privateNotManaged: 'A private calendar cannot be deleted.',
  moveTargetInvalid: 'Events can only move to another shared calendar.',
  privateEventForbidden: 'Only the person who added this private event can change it.',
} as const;

/** Colours offered for new calendars; the first is the Workspace calendar's. */
export const CALENDAR_COLORS = [
  '#4f46e5',
  '#0891b2',
  '#059669',
  '#ca8a04',
  '#ea580c',
  '#dc2626',
  '#db2777',
  '#7c3aed',
  '#475569',
] as const;
/** Every member's own calendar starts in this colour. */
export const PRIVATE_CALENDAR_COLOR = '#059669';

const colorSchema = text()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, CALENDARS_MESSAGES.colorInvalid)
  .transform((value) => value.toLowerCase());
const nameSchema = requiredText(
  CALENDARS_MESSAGES.nameRequired,
  100,
  CALENDARS_MESSAGES.nameTooLong,
);

/**
 * One entry of the calendar list: a built-in calendar (`private`: the caller's own; `shared`:
 * the organisation's) or a connected account's calendar (`account`, `id` is the account's id).
 * `accountId` is what event calls name; `calendarId` is set for built-in calendars.
 */
export const calendarEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['private', 'shared', 'account']),
  name: z.string(),
  color: z.string(),
  accountId: z.string(),
  calendarId: z.string().nullable(),
  /** The caller may add events to it. */
  writable: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/** GET /calendar/calendars: "My calendar" first, then shared ones, then connected accounts. */
export const calendarListResponseSchema = z.object({
  calendars: z.array(calendarEntrySchema),
  /** Ids of the entries this user hid; kept on the server so it follows the user. */
  hiddenIds: z.array(z.string()),
  /** The caller may add, change and delete shared calendars. */
  canManage: z.boolean(),
});
export type CalendarListResponse = z.infer<typeof calendarListResponseSchema>;

/** PUT /calendar/calendars/hidden {hiddenIds}: which entries the grid leaves out. */
export const hiddenCalendarsRequestSchema = z.object({
  hiddenIds: z.array(text().trim().regex(ID_PATTERN)).max(500),
});
export type HiddenCalendarsRequest = z.input<typeof hiddenCalendarsRequestSchema>;

/** POST /calendar/calendars (admins): a new shared calendar. */
export const createCalendarRequestSchema = z.object({
  name: nameSchema,
  color: colorSchema,
});
export type CreateCalendarRequest = z.input<typeof createCalendarRequestSchema>;

/**
 * PATCH /calendar/calendars/{id}: rename and/or recolour a shared calendar (admins), or one's own
 * private calendar (its owner only; to anyone else it is not found).
 */
export const updateCalendarRequestSchema = z.object({
  name: nameSchema.optional(),
  color: colorSchema.optional(),
});
export type UpdateCalendarRequest = z.input<typeof updateCalendarRequestSchema>;

/**
 * DELETE /calendar/calendars/{id}?moveEventsTo= (admins): its events move to the named shared
 * calendar, or are deleted with it when none is named.
 */
export const deleteCalendarQuerySchema = z.object({
  moveEventsTo: queryParam(text().trim()).transform((value) => value ?? null),
});

export const calendarResponseSchema = z.object({ calendar: calendarEntrySchema });
