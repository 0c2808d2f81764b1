import {
  AI_ACTION_DETAIL_LABELS,
  AI_ACTION_TITLES,
  updateEventRequestSchema,
  type CalendarEvent,
} from '@worksphere/contracts';
import { z } from 'zod';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

const MINUTE = 60_000;
const eventRef = {
  eventId: z.string().min(1).max(300),
  accountId: z.string().min(1).max(300),
  start: z.string().describe('The current start of the event, as find_calendar_events gave it'),
};

/** The event as it is now, read around its current start (the services list by time). */
async function currentEvent(
  calendar: AiServices['calendar'],
  session: SessionContext,
  ref: { eventId: string; accountId: string; start: string },
): Promise<CalendarEvent> {
  const at = new Date(ref.start).getTime();
  if (Number.isNaN(at)) throw new AppError('VALIDATION_ERROR', 'start is not a date.');
  const { events } = await calendar.listEvents(session, {
    accountId: ref.accountId,
    timeMin: new Date(at - MINUTE).toISOString(),
    timeMax: new Date(at + MINUTE).toISOString(),
  });
  const event = events.find((candidate) => candidate.id === ref.eventId);
  if (!event) throw new AppError('NOT_FOUND', 'That event was not found.');
  if (event.readOnly) throw new AppError('FORBIDDEN', 'That event cannot be changed from here.');
  return event;
}

const scopeOf = (event: CalendarEvent) => (event.recurringEventId ? 'occurrence' : 'series');

/** Moving and cancelling an event of the user's calendars (one occurrence of a series). */
export function calendarChangeTools({ calendar }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'move_calendar_event',
      risk: 'none',
      untrustedContent: false,
      description:
        'Move an event found with find_calendar_events to a new start; it keeps its length, title, people and reminders.',
      parameters: z.object({ ...eventRef, newStart: z.string().describe('ISO 8601 instant') }),
      async run({ session, recordChange, timeZone }, args) {
        calendar.assertCanEdit(session);
        const event = await currentEvent(calendar, session, args);
        const newStart = new Date(args.newStart);
        if (Number.isNaN(newStart.getTime()) || !event.start.dateTime || !event.end.dateTime) {
          throw new AppError('VALIDATION_ERROR', 'Only an event with a time can be moved here.');
        }
        const length = Date.parse(event.end.dateTime) - Date.parse(event.start.dateTime);
        const input = updateEventRequestSchema.parse({
          accountId: event.emailAccountId,
          title: event.summary,
          description: event.description,
          location: event.location,
          start: newStart.toISOString(),
          end: new Date(newStart.getTime() + length).toISOString(),
          category: event.category || 'Personal',
          allDay: false,
          timeZone,
          reminders: event.reminders,
          isPrivate: event.isPrivate,
          scope: scopeOf(event),
        });
        const saved = await calendar.updateEvent(session, event.id, input);
        const title = saved.summary || event.summary;
        recordChange({ action: 'updated', entity: 'calendarEvent', id: saved.id, title });
        return { event: { id: saved.id, title, start: saved.start.dateTime ?? saved.start.date } };
      },
    }),
    defineTool({
      name: 'cancel_calendar_event',
      risk: 'confirm',
      untrustedContent: false,
      description:
        'Cancel (delete) an event found with find_calendar_events; one occurrence of a repeating event. Its invited people are told.',
      parameters: z.object({ ...eventRef, title: z.string().max(500).default('') }),
      describeAction: (args) => ({
        title: AI_ACTION_TITLES.cancel_calendar_event,
        details: [
          ...(args.title ? [{ label: AI_ACTION_DETAIL_LABELS.event, value: args.title }] : []),
          { label: AI_ACTION_DETAIL_LABELS.starts, value: args.start },
        ],
      }),
      async run({ session, recordChange }, args) {
        calendar.assertCanEdit(session);
        const event = await currentEvent(calendar, session, args);
        await calendar.deleteEvent(session, event.id, {
          accountId: event.emailAccountId,
          scope: scopeOf(event),
        });
        const title = event.summary || 'No Title';
        recordChange({ action: 'deleted', entity: 'calendarEvent', id: event.id, title });
        return { cancelled: { id: event.id, title } };
      },
    }),
  ];
}
