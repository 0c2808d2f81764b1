import { addDays, lightFormat } from 'date-fns';
import { calendarMessages } from '../calendar.messages';
import { sortEvents, type DisplayEvent } from './calendarTime';

export const COPY_TABLE_COLUMNS = calendarMessages.copyColumns;

/** A cell of tab-separated text: tabs and line breaks would split it, so they become spaces. */
function cell(value: string | null): string {
  return (value ?? '').replace(/[\t\r\n]+/g, ' ').trim();
}

/**
 * The month's events as tab-separated text with a header row (Copy Table, spec 3 §2): pasted
 * into a spreadsheet, each event is a row. Data, not display: ISO dates and 24-hour times that
 * any spreadsheet reads whatever its locale (lightFormat, never the display formats).
 */
export function monthEventsAsTable(events: readonly DisplayEvent[], allDayLabel: string): string {
  const rows = sortEvents(events).map((event) => {
    const lastDay = event.allDay ? addDays(event.end, -1) : event.end;
    return [
      lightFormat(event.start, 'yyyy-MM-dd'),
      event.allDay ? allDayLabel : lightFormat(event.start, 'HH:mm'),
      event.allDay
        ? lightFormat(lastDay, 'yyyy-MM-dd')
        : lightFormat(event.end, 'yyyy-MM-dd HH:mm'),
      event.title,
      event.room,
      event.category,
      event.description,
    ]
      .map(cell)
      .join('\t');
  });
  return [COPY_TABLE_COLUMNS.join('\t'), ...rows].join('\n');
}
