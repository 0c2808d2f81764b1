import { CALENDAR_MESSAGES } from '@worksphere/contracts';
import { addDays } from 'date-fns';
import { useMemo, useState } from 'react';
import { Alert } from '../../../ui/Alert';
import { focusRing } from '../../../ui/focusRing';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useEventsQuery, useWeatherQuery } from '../../calendar/api/calendarApi';
import { calendarMessages } from '../../calendar/calendar.messages';
import { EventModal } from '../../calendar/components/EventModals';
import { WeatherBadge } from '../../calendar/components/WeatherBadge';
import {
  dayKeyOf,
  eventsByDay,
  nowIn,
  startOfDayKey,
  timeZoneOf,
  toDisplayEvent,
  utcIso,
  type DisplayEvent,
} from '../../calendar/utils/calendarTime';
import { WidgetFooterLink, WidgetState } from './WidgetState';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = calendarMessages.widget;

/** "Today": the day's events across every account and today's weather. */
export function TodayWidget() {
  const user = useCurrentUser();
  const zone = timeZoneOf(user);
  const dates = useDateFormatter(zone);
  const todayKey = dayKeyOf(nowIn(zone));
  const start = startOfDayKey(todayKey, zone);
  const eventsQuery = useEventsQuery('all', utcIso(start), utcIso(addDays(start, 1)));
  const weatherQuery = useWeatherQuery(todayKey, todayKey);
  const weather = weatherQuery.data?.find((day) => day.date === todayKey);
  const [open, setOpen] = useState<DisplayEvent | null>(null);
  const events = useMemo(
    () =>
      eventsByDay((eventsQuery.data?.events ?? []).map((event) => toDisplayEvent(event, zone))).get(
        todayKey,
      ) ?? [],
    [eventsQuery.data, zone, todayKey],
  );

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-zinc-700">{dates.formatDayHeading(start)}</p>
        {weather ? <WeatherBadge day={weather} className="text-sm" /> : null}
      </div>
      <WidgetState query={eventsQuery} listName={messages.listName}>
        {(data) => (
          <>
            {data.failures.map((failure) => (
              <Alert key={failure.accountId} tone="error">
                {CALENDAR_MESSAGES.alert(failure.error)}
              </Alert>
            ))}
            {events.length === 0 ? (
              <p className="text-sm text-zinc-500">{messages.empty}</p>
            ) : (
              <ul className="divide-y divide-zinc-100">
                {events.map((event) => (
                  <li key={event.id}>
                    <button
                      type="button"
                      onClick={() => setOpen(event)}
                      className={`flex w-full items-baseline gap-3 rounded px-1 py-2 text-left hover:bg-zinc-50 ${focusRing}`}
                    >
                      <span className="w-16 shrink-0 text-xs text-zinc-500 tabular-nums">
                        {event.allDay ? calendarMessages.allDay : dates.formatTime(event.start)}
                      </span>
                      <span className="min-w-0 truncate text-sm font-medium text-zinc-900">
                        {event.title}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </WidgetState>
      <WidgetFooterLink to="/calendar">{messages.openCalendar}</WidgetFooterLink>
      {open ? (
        <EventModal
          event={open}
          onClose={() => setOpen(null)}
          canEdit={false}
          zone={zone}
          showRepeat={false}
        />
      ) : null}
    </div>
  );
}
