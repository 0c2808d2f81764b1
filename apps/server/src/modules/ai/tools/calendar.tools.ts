import { createEventRequestSchema, type CalendarEvent } from '@worksphere/contracts';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import type { AiServices } from '../ai.services.js';
import { defineTool, type AiTool } from './tool.js';

const present = (event: CalendarEvent) => ({
  id: event.id,
  title: event.summary || 'No Title',
  start: event.start.dateTime ?? event.start.date,
  end: event.end.dateTime ?? event.end.date,
  allDay: !event.start.dateTime,
  location: event.location,
  accountId: event.emailAccountId,
});

/** The category new events get (spec 3 §9: editing defaults to Personal). */
const DEFAULT_CATEGORY = 'Personal';

export function calendarTools({ calendar, accounts }: AiServices): AiTool[] {
  return [
    defineTool({
      name: 'find_calendar_events',
      risk: 'none',
      untrustedContent: true,
      description: "List the events of all the user's calendars between two instants.",
      parameters: z.object({
        from: z.string().describe('ISO 8601 instant'),
        to: z.string().describe('ISO 8601 instant'),
      }),
      async run({ session }, args) {
        const answer = await calendar.listEvents(session, {
          accountId: 'all',
          timeMin: args.from,
          timeMax: args.to,
        });
        return { events: answer.events.map(present), failures: answer.failures };
      },
    }),
    defineTool({
      name: 'create_calendar_event',
      risk: 'none',
      untrustedContent: false,
      description:
        "Add an event to a calendar (the built-in Workspace calendar unless accountId names another of the user's accounts).",
      parameters: z.object({
        title: z.string().min(1).max(500),
        start: z.string().describe('ISO 8601 instant, or YYYY-MM-DD when allDay'),
        end: z.string().describe('ISO 8601 instant, or YYYY-MM-DD (exclusive) when allDay'),
        allDay: z.boolean().default(false),
        description: z.string().max(5000).default(''),
        location: z.string().max(500).default(''),
        accountId: z.string().optional(),
      }),
      async run({ session, recordChange, timeZone }, args) {
        calendar.assertCanEdit(session);
        let accountId = args.accountId;
        if (!accountId) {
          const usable = (await accounts.listUsableProviderAccounts(session)).filter(
            ({ account }) => account.capabilities.calendar,
          );
          const chosen = usable.find(({ account }) => account.accountType === 'local') ?? usable[0];
          if (!chosen) throw new AppError('VALIDATION_ERROR', 'You have no calendar to add to.');
          accountId = chosen.account.id;
        }
        const input = createEventRequestSchema.parse({
          accountId,
          title: args.title,
          description: args.description,
          location: args.location,
          start: args.start,
          end: args.end,
          allDay: args.allDay,
          category: DEFAULT_CATEGORY,
          timeZone,
        });
        const event = await calendar.createEvent(session, input);
        recordChange({
          action: 'created',
          entity: 'calendarEvent',
          id: event.id,
          title: event.summary || args.title,
        });
        return { event: present(event) };
      },
    }),
  ];
}
