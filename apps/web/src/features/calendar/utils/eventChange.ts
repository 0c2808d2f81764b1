import {
  EDIT_DEFAULT_CATEGORY,
  type EventScope,
  type UpdateEventRequest,
} from '@worksphere/contracts';
import { lightFormat } from 'date-fns';
import { utcIso, type DisplayEvent } from './calendarTime';
import { calendarMessages } from '../calendar.messages';

/**
 * The PUT body of an event dragged to new times (moved, or its end dragged): everything else as
 * it is. All-day events keep their dates' form; `scope` says which events of a series change.
 */
export function changedTimesRequest(
  event: DisplayEvent,
  times: { start: Date; end: Date },
  scope: EventScope,
  zone: string,
): UpdateEventRequest {
  return {
    accountId: event.emailAccountId,
    title: event.source.summary.trim() || calendarMessages.spec.noTitle,
    description: event.description,
    location: event.room,
    start: event.allDay ? lightFormat(times.start, 'yyyy-MM-dd') : utcIso(times.start),
    end: event.allDay ? lightFormat(times.end, 'yyyy-MM-dd') : utcIso(times.end),
    category: event.category || EDIT_DEFAULT_CATEGORY,
    allDay: event.allDay,
    timeZone: event.source.start.timeZone ?? zone,
    scope,
  };
}
