import type { WeatherDay } from '@worksphere/contracts';
import clsx from 'clsx';
import { focusRing } from '../../../ui/focusRing';
import { calendarMessages as messages } from '../calendar.messages';
import { startOfDayKey, type DayKey, type DisplayEvent } from '../utils/calendarTime';
import { categoryClassOf } from './MonthGrid';
import { calendarStripe } from '../utils/calendarChoice';
import { WeatherBadge } from './WeatherBadge';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { eventCategoryShown } from '../../../platform/i18n/builtinNames';

type AgendaListProps = {
  /** The month's days that have events, in order. */
  days: Array<{ key: DayKey; events: DisplayEvent[] }>;
  weatherByDay: Map<DayKey, WeatherDay>;
  todayKey: DayKey;
  zone: string;
  onOpen: (event: DisplayEvent) => void;
};

/** The month as a list of its days with events, each event a button that opens its details. */
export function AgendaList({ days, weatherByDay, todayKey, zone, onOpen }: AgendaListProps) {
  const dates = useDateFormatter(zone);
  return (
    <ol className="space-y-3" aria-label={messages.agendaView}>
      {days.map(({ key, events }) => {
        const isToday = key === todayKey;
        const weather = weatherByDay.get(key);
        const date = startOfDayKey(key, zone);
        return (
          <li
            key={key}
            data-day={key}
            aria-current={isToday ? 'date' : undefined}
            className={clsx(
              'rounded-xl border bg-white',
              isToday ? 'border-brand-400 ring-1 ring-brand-400' : 'border-zinc-200',
            )}
          >
            <div
              className={clsx(
                'flex items-center justify-between gap-2 rounded-t-xl border-b px-3 py-2',
                isToday ? 'border-brand-100 bg-brand-50' : 'border-zinc-100 bg-zinc-50',
              )}
            >
              <h3 className="text-sm font-semibold text-zinc-900">
                <time dateTime={key}>{dates.formatDayHeading(date)}</time>
              </h3>
              {weather ? <WeatherBadge day={weather} className="text-xs" /> : null}
            </div>
            <ul className="divide-y divide-zinc-100">
              {events.map((event) => (
                <li key={event.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(event)}
                    style={calendarStripe(event)}
                    className={clsx(
                      'flex w-full items-start gap-3 px-3 py-2.5 text-left hover:bg-zinc-50',
                      focusRing,
                    )}
                  >
                    <span className="w-20 shrink-0 text-xs text-zinc-500 tabular-nums">
                      {event.allDay ? messages.allDay : dates.formatTime(event.start)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-zinc-900">
                        {event.title}
                      </span>
                      {event.room ? (
                        <span className="block truncate text-xs text-zinc-500">{event.room}</span>
                      ) : null}
                    </span>
                    {event.category ? (
                      <span
                        className={clsx(
                          'shrink-0 rounded-full px-2 py-0.5 text-xs',
                          categoryClassOf(event.category),
                        )}
                      >
                        {eventCategoryShown(event.category)}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
