import clsx from 'clsx';
import { addMonths, format, startOfMonth } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { shellMessages } from '../shell.messages';
import { buildMonthGrid } from '../utils/buildMonthGrid';

type QuickCalendarDialogProps = {
  isOpen: boolean;
  onClose: () => void;
};

const messages = shellMessages.quickCalendar;

/**
 * The top bar's Quick Calendar: a modal whose calendar area is 75% of the viewport high
 * (spec 1 §2.3). The calendar release puts the full calendar view in that area.
 */
export function QuickCalendarDialog({ isOpen, onClose }: QuickCalendarDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.title} size="xl">
      <div className="flex h-[75vh] flex-col gap-4" data-testid="quick-calendar-area">
        <MonthView />
      </div>
    </Modal>
  );
}

function MonthView() {
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const weeks = useMemo(() => buildMonthGrid(month), [month]);
  const weekdays = weeks[0]?.map((day) => format(day.date, 'EEE')) ?? [];
  const shiftMonth = (delta: number) => setMonth((current) => addMonths(current, delta));

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-zinc-900" aria-live="polite">
          {format(month, 'LLLL yyyy')}
        </h3>
        <div className="flex items-center gap-1">
          <IconButton
            label={messages.previousMonth}
            icon={<ChevronLeft className="size-5" />}
            onClick={() => shiftMonth(-1)}
          />
          <Button variant="secondary" size="sm" onClick={() => setMonth(startOfMonth(new Date()))}>
            {messages.today}
          </Button>
          <IconButton
            label={messages.nextMonth}
            icon={<ChevronRight className="size-5" />}
            onClick={() => shiftMonth(1)}
          />
        </div>
      </div>

      <div className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          <span className="font-medium">{messages.lead}</span>{' '}
          <span className="hidden sm:inline">{messages.detail}</span>
        </p>
      </div>

      <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-zinc-200">
        <div className="grid grid-cols-7 border-b border-zinc-200 bg-zinc-50" aria-hidden>
          {weekdays.map((weekday) => (
            <div key={weekday} className="px-2 py-2 text-center text-xs font-medium text-zinc-500">
              {weekday}
            </div>
          ))}
        </div>
        <div
          className="grid min-h-0 flex-1 grid-cols-7"
          style={{ gridTemplateRows: `repeat(${weeks.length}, minmax(0, 1fr))` }}
        >
          {weeks.flat().map((day) => (
            <div
              key={toDateAttribute(day.date)}
              aria-current={day.isToday ? 'date' : undefined}
              className={clsx(
                'border-r border-b border-zinc-100 p-1.5 text-right text-xs sm:text-sm [&:nth-child(7n)]:border-r-0',
                day.isInMonth ? 'bg-white text-zinc-800' : 'bg-zinc-50 text-zinc-400',
              )}
            >
              <time
                dateTime={toDateAttribute(day.date)}
                title={format(day.date, 'PPPP')}
                className={clsx(
                  'inline-flex size-6 items-center justify-center rounded-full sm:size-7',
                  day.isToday && 'bg-brand-600 font-semibold text-white',
                )}
              >
                {format(day.date, 'd')}
              </time>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

function toDateAttribute(date: Date) {
  return format(date, 'yyyy-MM-dd');
}
