import { TZDate } from '@date-fns/tz';
import type { WEEKDAYS } from '@worksphere/contracts';
import {
  EDIT_DEFAULT_CATEGORY,
  type AttendeeStatus,
  type CreateEventRequest,
  type RecurrenceInput,
} from '@worksphere/contracts';
import { addDays, lightFormat } from 'date-fns';
import { startOfDayKey, utcIso, type DisplayEvent } from './calendarTime';
import { calendarMessages } from '../calendar.messages';

export type RepeatChoice = 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly';
export type RepeatEnd = 'never' | 'until' | 'count';
export type Weekday = (typeof WEEKDAYS)[number];

/** What the add and edit forms hold; dates as the date fields write them. */
export type EventFormValues = {
  title: string;
  allDay: boolean;
  /** 'yyyy-MM-ddTHH:mm', or 'yyyy-MM-dd' when all day (the end day included). */
  start: string;
  end: string;
  category: string;
  location: string;
  description: string;
  repeat: RepeatChoice;
  byWeekday: Weekday[];
  repeatEnd: RepeatEnd;
  until: string;
  count: string;
  /** Minutes before the start; null: not chosen, the server's default (10 min, none all day). */
  reminders: number[] | null;
  /** Members (userId) and outside addresses invited; built-in calendar only. */
  attendees: AttendeeDraft[];
  /** The add form's calendar (a CalendarChoice id); '' until the choices are known. */
  calendar: string;
  /** On a shared calendar: others see only "Busy". */
  isPrivate: boolean;
};

/** An attendee in the form: a member or an outside address, with their answer once saved. */
export type AttendeeDraft = {
  userId: string | null;
  email: string;
  name: string;
  status?: AttendeeStatus;
};

export type EventFormErrors = Partial<
  Record<'title' | 'start' | 'end' | 'category' | 'count' | 'until', string>
>;

/** A new event on a day (today, or the day clicked): 9:00 to 10:00, category empty (spec 3 §9). */
export function newEventValues(dayKey: string): EventFormValues {
  return {
    title: '',
    allDay: false,
    start: `${dayKey}T09:00`,
    end: `${dayKey}T10:00`,
    category: '',
    location: '',
    description: '',
    repeat: 'none',
    byWeekday: [],
    repeatEnd: 'never',
    until: '',
    count: '',
    reminders: null,
    attendees: [],
    calendar: '',
    isPrivate: false,
  };
}

/** The edit form of an event: its own values, category Personal when it has none (spec 3 §9). */
export function editEventValues(event: DisplayEvent): EventFormValues {
  const rule = event.source.recurrence;
  return {
    title:
      event.title === calendarMessages.spec.noTitle && !event.source.summary ? '' : event.title,
    allDay: event.allDay,
    start: event.allDay
      ? lightFormat(event.start, 'yyyy-MM-dd')
      : lightFormat(event.start, "yyyy-MM-dd'T'HH:mm"),
    end: event.allDay
      ? lightFormat(addDays(event.end, -1), 'yyyy-MM-dd')
      : lightFormat(event.end, "yyyy-MM-dd'T'HH:mm"),
    category: event.category || EDIT_DEFAULT_CATEGORY,
    location: event.room,
    description: event.description,
    repeat: rule ? rule.frequency : 'none',
    byWeekday: rule ? [...rule.byWeekday] : [],
    repeatEnd: rule?.until ? 'until' : rule?.count ? 'count' : 'never',
    until: rule?.until
      ? lightFormat(new TZDate(rule.until, event.start.timeZone ?? 'UTC'), 'yyyy-MM-dd')
      : '',
    count: rule?.count ? String(rule.count) : '',
    reminders: event.source.reminders ?? null,
    attendees: (event.source.attendees ?? []).map((attendee) => ({
      userId: attendee.userId,
      email: attendee.email,
      name: attendee.displayName,
      status: attendee.status,
    })),
    calendar: event.source.calendarId ?? event.emailAccountId,
    isPrivate: event.source.isPrivate ?? false,
  };
}

/** Switching all day on or off keeps the days and picks sensible hours. */
export function withAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  const startDay = values.start.slice(0, 10);
  const endDay = values.end.slice(0, 10) || startDay;
  return allDay
    ? { ...values, allDay, start: startDay, end: endDay }
    : {
        ...values,
        allDay,
        start: startDay ? `${startDay}T09:00` : '',
        end: endDay ? `${endDay}T10:00` : '',
      };
}

function toInstant(value: string, zone: string): TZDate {
  const [day, time = '00:00'] = value.split('T') as [string, string?];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const midnight = startOfDayKey(day, zone);
  return new TZDate(
    midnight.getFullYear(),
    midnight.getMonth(),
    midnight.getDate(),
    hours,
    minutes,
    zone,
  );
}

/** Required fields (spec 3 §5) and an end not before the start. */
export function validateEventForm(values: EventFormValues, zone: string): EventFormErrors {
  const errors: EventFormErrors = {};
  if (values.title === '') errors.title = calendarMessages.spec.titleRequired;
  if (!values.start) errors.start = calendarMessages.spec.startRequired;
  if (!values.end) errors.end = calendarMessages.spec.endRequired;
  if (!values.category) errors.category = calendarMessages.spec.categoryRequired;
  if (values.start && values.end && toInstant(values.end, zone) < toInstant(values.start, zone)) {
    errors.end = calendarMessages.spec.endBeforeStart;
  }
  if (values.repeat !== 'none' && values.repeatEnd === 'count') {
    const count = Number(values.count);
    if (!Number.isInteger(count) || count < 1 || count > 1000)
      errors.count = calendarMessages.spec.countInvalid;
  }
  if (values.repeat !== 'none' && values.repeatEnd === 'until' && !values.until) {
    errors.until = calendarMessages.spec.untilRequired;
  }
  return errors;
}

function recurrenceOf(values: EventFormValues, zone: string): RecurrenceInput | null {
  if (values.repeat === 'none') return null;
  return {
    frequency: values.repeat,
    interval: 1,
    byWeekday: values.repeat === 'weekly' ? values.byWeekday : [],
    // Until the end of the chosen day in the event's zone.
    until:
      values.repeatEnd === 'until' && values.until
        ? utcIso(new Date(addDays(startOfDayKey(values.until, zone), 1).getTime() - 1))
        : undefined,
    count: values.repeatEnd === 'count' ? Number(values.count) : undefined,
  };
}

/**
 * The request of POST and PUT /calendar/events (spec 3 §7); a blank title is stored as
 * "No Title". Times leave as UTC instants with the zone they were written in.
 */
export function eventRequestOf(
  values: EventFormValues,
  accountId: string,
  zone: string,
  { withRecurrence }: { withRecurrence: boolean },
): CreateEventRequest {
  const title = values.title.trim() || calendarMessages.spec.noTitle;
  const start = values.allDay ? values.start : utcIso(toInstant(values.start, zone));
  const end = values.allDay
    ? lightFormat(addDays(startOfDayKey(values.end, zone), 1), 'yyyy-MM-dd')
    : utcIso(toInstant(values.end, zone));
  return {
    accountId,
    title,
    description: values.description,
    location: values.location,
    start,
    end,
    category: values.category,
    allDay: values.allDay,
    timeZone: zone,
    ...(withRecurrence ? { recurrence: recurrenceOf(values, zone) } : {}),
    ...(values.reminders ? { reminders: values.reminders } : {}),
    // Attendees belong to the series of a built-in event, as its repeat rule does.
    ...(withRecurrence
      ? {
          attendees: values.attendees.map((attendee) =>
            attendee.userId
              ? { userId: attendee.userId }
              : { email: attendee.email, displayName: attendee.name },
          ),
        }
      : {}),
  };
}

/**
 * The same event moved by whole days (drag to another day): the time of day stays, in the zone.
 * Answers the PUT body; an occurrence moves alone.
 */
export function movedEventRequest(event: DisplayEvent, days: number, zone: string) {
  const start = addDays(event.start, days);
  const end = addDays(event.end, days);
  return {
    accountId: event.emailAccountId,
    title: event.source.summary.trim() || calendarMessages.spec.noTitle,
    description: event.description,
    location: event.room,
    start: event.allDay ? lightFormat(start, 'yyyy-MM-dd') : utcIso(start),
    end: event.allDay ? lightFormat(end, 'yyyy-MM-dd') : utcIso(end),
    category: event.category || EDIT_DEFAULT_CATEGORY,
    allDay: event.allDay,
    timeZone: event.source.start.timeZone ?? zone,
    scope: event.isOccurrence ? ('occurrence' as const) : ('series' as const),
  };
}
