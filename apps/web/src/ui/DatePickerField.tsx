import {
  parseDate,
  parseDateTime,
  type CalendarDate,
  type CalendarDateTime,
} from '@internationalized/date';
import clsx from 'clsx';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useImperativeHandle, useRef, type Ref } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { popoverClasses } from './overlayClasses';
import { uiMessages } from './ui.messages';

const messages = uiMessages.datePicker;

type DatePickerFieldProps = {
  label: string;
  /**
   * The local date ('yyyy-MM-dd') or local date and time ('yyyy-MM-ddTHH:mm'), '' when empty:
   * the strings the native date inputs used, so features convert them as before.
   */
  value: string;
  onChange: (value: string) => void;
  /** 'minute' picks a date and a time, 'day' a date only. */
  granularity?: 'day' | 'minute';
  error?: string;
  isDisabled?: boolean;
  className?: string;
  /** Focusing it focuses the first part of the date; it contains every part and the button. */
  ref?: Ref<HTMLElement>;
};

/**
 * A date (and time) field on React Aria's DatePicker: the parts are typed or changed with the
 * arrow keys, the button opens a calendar navigable with the arrow keys, a second button clears.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  granularity = 'minute',
  error,
  isDisabled,
  className,
  ref,
}: DatePickerFieldProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => groupRef.current as HTMLElement);
  const parsed = parseValue(value, granularity);

  return (
    <DatePicker
      className={clsx('space-y-1.5', className)}
      value={parsed}
      onChange={(next) => onChange(next ? formatValue(next, granularity) : '')}
      granularity={granularity}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      shouldForceLeadingZeros
    >
      <Label className="block text-sm font-medium text-zinc-800">{label}</Label>
      <Group
        ref={groupRef}
        tabIndex={-1}
        // The group stands for the field (the task dialog's Tab cycle focuses it): pass focus on.
        onFocus={(event) => {
          if (event.target !== event.currentTarget) return;
          event.currentTarget.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
        }}
        className={clsx(
          'flex w-full items-center gap-1 rounded-lg border bg-white py-1 pr-1 pl-3 text-sm text-zinc-900 shadow-sm outline-none data-[disabled]:bg-zinc-100 data-[focus-within]:ring-2',
          error
            ? 'border-red-400 data-[focus-within]:ring-red-200'
            : 'border-zinc-300 data-[focus-within]:border-brand-500 data-[focus-within]:ring-brand-200',
        )}
      >
        <DateInput className="flex min-w-0 flex-1 flex-wrap py-1">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="rounded px-0.5 tabular-nums outline-none data-[focused]:bg-brand-600 data-[focused]:text-white data-[placeholder]:text-zinc-400 data-[type=literal]:px-0"
            />
          )}
        </DateInput>
        {parsed && !isDisabled ? (
          <button
            type="button"
            aria-label={messages.clear(label)}
            title={messages.clear(label)}
            onClick={() => onChange('')}
            className="flex size-7 shrink-0 items-center justify-center rounded-md text-zinc-400 outline-none hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
        <Button
          aria-label={messages.openCalendar}
          className="flex size-7 shrink-0 items-center justify-center rounded-md text-zinc-500 outline-none hover:bg-zinc-100 hover:text-zinc-800 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500"
        >
          <CalendarDays aria-hidden className="size-4" />
        </Button>
      </Group>
      {error ? <p className="text-xs font-medium text-red-600">{error}</p> : null}
      <Popover placement="bottom start" className={clsx(popoverClasses, 'p-3')}>
        <Dialog className="outline-none">
          <MonthCalendar />
        </Dialog>
      </Popover>
    </DatePicker>
  );
}

/** A month of days with previous and next buttons; arrows move by day, Page Up/Down by month. */
function MonthCalendar() {
  const navClasses =
    'flex size-8 items-center justify-center rounded-lg text-zinc-600 outline-none hover:bg-zinc-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500';
  return (
    <Calendar className="w-64">
      <header className="mb-2 flex items-center justify-between">
        <Button slot="previous" aria-label={messages.previousMonth} className={navClasses}>
          <ChevronLeft aria-hidden className="size-4" />
        </Button>
        <Heading className="text-sm font-semibold text-zinc-900" />
        <Button slot="next" aria-label={messages.nextMonth} className={navClasses}>
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </header>
      <CalendarGrid className="w-full border-collapse text-center text-sm">
        {(date) => (
          <CalendarCell
            date={date}
            className="m-0.5 flex size-8 items-center justify-center rounded-lg text-zinc-800 outline-none hover:bg-zinc-100 data-[disabled]:text-zinc-300 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 data-[outside-month]:text-zinc-300 data-[selected]:bg-brand-600 data-[selected]:text-white"
          />
        )}
      </CalendarGrid>
    </Calendar>
  );
}

function parseValue(
  value: string,
  granularity: 'day' | 'minute',
): CalendarDate | CalendarDateTime | null {
  if (!value) return null;
  try {
    return granularity === 'day' ? parseDate(value.slice(0, 10)) : parseDateTime(value);
  } catch {
    return null;
  }
}

function formatValue(value: CalendarDate | CalendarDateTime, granularity: 'day' | 'minute') {
  // toString() gives 'yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm:ss'; the field keeps minutes.
  return granularity === 'day' ? value.toString().slice(0, 10) : value.toString().slice(0, 16);
}
