import type { WeatherDay } from '@worksphere/contracts';
import clsx from 'clsx';
import { addDays, addMonths, endOfMonth, lightFormat } from 'date-fns';
import { ChevronLeft, ChevronRight, Copy, Plus, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { notify } from '../../../platform/notify/notify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { calendarAccountsOf, useAccountsQuery } from '../../accounts/api/accountsApi';
import { accountsMessages } from '../../accounts/accounts.messages';
import { ALL_ACCOUNTS, AccountSelector } from '../../accounts/components/AccountSelector';
import { accountLabelShown } from '../../accounts/utils/accountLabelShown';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useEventsQuery, useWeatherQuery } from '../api/calendarApi';
import { calendarMessages as messages } from '../calendar.messages';
import {
  dayKeyOf,
  eventsByDay,
  monthRange,
  monthStart,
  monthWeeks,
  nowIn,
  startOfDayKey,
  timeZoneOf,
  toDisplayEvent,
  type DayKey,
  type DisplayEvent,
} from '../utils/calendarTime';
import { monthEventsAsTable } from '../utils/copyTable';
import { newEventValues, type EventFormValues } from '../utils/eventForm';
import { saveCalendarView, savedCalendarView } from '../utils/savedView';
import {
  daysRange,
  isTimeView,
  shiftAnchor,
  viewDays,
  type CalendarViewMode,
} from '../utils/timeGrid';
import { AgendaList } from './AgendaList';
import { useCalendarsQuery } from '../api/calendarsApi';
import { colorOfEvent, isHiddenEvent, writableChoices } from '../utils/calendarChoice';
import { CalendarSidebar } from './CalendarSidebar';
import { AddEventModal, EventModal } from './EventModals';
import { MonthGrid } from './MonthGrid';
import { TimeGrid } from './TimeGrid/TimeGrid';
import { TruncatedNotice } from './TruncatedNotice';
import { useEventTimeChange } from './useEventTimeChange';
import { ViewSwitcher } from './ViewSwitcher';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const viewLabelOf = (view: 'day' | '4day' | 'week') =>
  ({ day: messages.dayView, '4day': messages.fourDayView, week: messages.weekView })[view];

/** The range covering both. */
function widest(a: { timeMin: string; timeMax: string }, b: { timeMin: string; timeMax: string }) {
  return {
    timeMin: a.timeMin < b.timeMin ? a.timeMin : b.timeMin,
    timeMax: a.timeMax > b.timeMax ? a.timeMax : b.timeMax,
  };
}

/** Spec 3 §9: below 768 px the switch is hidden and agenda is forced. */
export const NARROW_MEDIA_QUERY = '(max-width: 767.98px)';
/** Spec 3 §9: the year selector spans the current year ±10. */
const YEARS_AROUND = 10;

type PageAlert = { id: number; text: string };

type CalendarViewProps = {
  /** In the Quick Calendar modal the view fills the modal's 75vh and scrolls inside. */
  variant?: 'page' | 'modal';
};

/**
 * The calendar of spec 3 §2: month grid or agenda, month and year selectors, previous, next,
 * Today, Copy Table, Add Event (calendar:edit), the account selector, weather per day, the
 * event modals, and every alert of spec 3 §8.
 */
export function CalendarView({ variant = 'page' }: CalendarViewProps) {
  const user = useCurrentUser();
  const zone = timeZoneOf(user);
  const dates = useDateFormatter(zone);
  const canEdit = user.permissions.includes('calendar:edit');
  const isNarrow = useMediaQuery(NARROW_MEDIA_QUERY);
  const [chosenView, setChosenView] = useState<CalendarViewMode>(() => savedCalendarView(user.id));
  const view = isNarrow ? 'agenda' : chosenView;
  const chooseView = (next: CalendarViewMode) => {
    setChosenView(next);
    saveCalendarView(user.id, next);
  };
  const [accountId, setAccountId] = useState(ALL_ACCOUNTS);
  const today = nowIn(zone);
  const todayKey = dayKeyOf(today);
  const [shown, setShown] = useState(() => ({
    year: today.getFullYear(),
    month: today.getMonth(),
  }));
  const start = monthStart(shown.year, shown.month, zone);
  // The hour grids show days around this one; the month selectors follow it.
  const [anchorDay, setAnchorDay] = useState(todayKey);
  const gridDays = isTimeView(view) ? viewDays(view, anchorDay, zone) : [];
  const month = monthRange(start);
  // One request covers the month (its empty message and Copy Table) and the days on screen.
  const { timeMin, timeMax } = gridDays.length ? widest(month, daysRange(gridDays, zone)) : month;
  const [alerts, setAlerts] = useState<PageAlert[]>([]);
  const [openEvent, setOpenEvent] = useState<DisplayEvent | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const [addValues, setAddValues] = useState<EventFormValues | null>(null);

  const accountsQuery = useAccountsQuery();
  const accounts = useMemo(
    () => calendarAccountsOf(accountsQuery.data ?? []),
    [accountsQuery.data],
  );
  const eventsQuery = useEventsQuery(accountId, timeMin, timeMax);
  const calendarsQuery = useCalendarsQuery();
  const calendarList = calendarsQuery.data;
  const calendarChoices = useMemo(
    () => writableChoices(calendarList?.calendars ?? []),
    [calendarList],
  );
  const weatherQuery = useWeatherQuery(dayKeyOf(start), dayKeyOf(endOfMonth(start)));

  // Hidden calendars leave the grid; the others show in their calendar's colour.
  const events = useMemo(() => {
    const calendars = calendarList?.calendars ?? [];
    const hidden = new Set(calendarList?.hiddenIds ?? []);
    return (eventsQuery.data?.events ?? [])
      .filter((event) => !isHiddenEvent(event, hidden))
      .map((event) => toDisplayEvent({ ...event, color: colorOfEvent(event, calendars) }, zone));
  }, [eventsQuery.data, calendarList, zone]);
  const monthEvents = useMemo(
    () =>
      events.filter(
        (event) =>
          event.end.getTime() > Date.parse(month.timeMin) &&
          event.start.getTime() < Date.parse(month.timeMax),
      ),
    [events, month.timeMin, month.timeMax],
  );
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const weeks = useMemo(() => monthWeeks(start), [start.getTime()]); // eslint-disable-line react-hooks/exhaustive-deps
  const monthDays = useMemo(
    () =>
      weeks
        .flat()
        .filter((day) => day.isInMonth && (byDay.get(day.key)?.length ?? 0) > 0)
        .map((day) => ({ key: day.key, events: byDay.get(day.key) ?? [] })),
    [weeks, byDay],
  );
  const weatherByDay = useMemo(
    () => new Map<DayKey, WeatherDay>((weatherQuery.data ?? []).map((day) => [day.date, day])),
    [weatherQuery.data],
  );
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const isLocal = (id: string) => accountById.get(id)?.accountType === 'local';
  const [searchParams, setSearchParams] = useSearchParams();
  const localAccountId = accounts.find((account) => account.accountType === 'local')?.id;
  const isNewEventAsked = variant === 'page' && searchParams.get('new') === 'event';

  // /calendar?new=event (the command palette's "New event"): the built-in calendar's add
  // dialog opens once the accounts are known, and the request leaves the address.
  useEffect(() => {
    if (!isNewEventAsked || !localAccountId) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
    if (!canEdit) return;
    setAccountId(localAccountId);
    setIsAdding(true);
  }, [isNewEventAsked, localAccountId, canEdit, setSearchParams]);

  // /calendar?event=<id> (an Inbox reminder or invitation): the event opens once the events are
  // loaded (an occurrence by its own id, a series by its first occurrence shown), and the request
  // leaves the address.
  const askedEventId = variant === 'page' ? searchParams.get('event') : null;
  useEffect(() => {
    if (!askedEventId || !eventsQuery.data) return;
    const asked =
      events.find((event) => event.id === askedEventId) ??
      events.find((event) => event.source.recurringEventId === askedEventId);
    if (asked) setOpenEvent(asked);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('event');
        return next;
      },
      { replace: true },
    );
  }, [askedEventId, eventsQuery.data, events, setSearchParams]);

  const showAlert = (text: string) =>
    setAlerts((current) => [
      ...current.filter((alert) => alert.text !== text),
      { id: Date.now(), text },
    ]);
  const dismissAlert = (id: number) =>
    setAlerts((current) => current.filter((alert) => alert.id !== id));

  /** The hour grids' days: the month selectors follow the first of them. */
  const showDay = (day: string) => {
    setAnchorDay(day);
    const date = startOfDayKey(day, zone);
    setShown({ year: date.getFullYear(), month: date.getMonth() });
  };
  /** The month chosen in the selectors: the hour grids go to its first day (today in this month). */
  const showMonth = (next: { year: number; month: number }) => {
    setShown(next);
    const first = monthStart(next.year, next.month, zone);
    const isThisMonth = next.year === today.getFullYear() && next.month === today.getMonth();
    setAnchorDay(isThisMonth ? todayKey : dayKeyOf(first));
  };
  const shift = (delta: 1 | -1) => {
    if (isTimeView(view)) {
      showDay(shiftAnchor(view, gridDays[0] ?? anchorDay, zone, delta));
      return;
    }
    const next = addMonths(start, delta);
    showMonth({ year: next.getFullYear(), month: next.getMonth() });
  };
  const goToday = () => showDay(todayKey);

  /** The add form asks which calendar, so it opens whatever the view's filter. */
  function handleAdd(values?: EventFormValues) {
    setAddValues(values ?? null);
    setIsAdding(true);
  }

  /** A slot clicked or swept in the hour grid: the add form with its times. */
  function handleCreateAt(slotStart: Date, slotEnd: Date) {
    handleAdd({
      ...newEventValues(dayKeyOf(slotStart)),
      start: lightFormat(slotStart, "yyyy-MM-dd'T'HH:mm"),
      end: lightFormat(slotEnd, "yyyy-MM-dd'T'HH:mm"),
    });
  }

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(monthEventsAsTable(monthEvents, messages.allDay));
      notify.success(messages.spec.copied, { toastId: 'calendar-copied' });
    } catch {
      showAlert(messages.spec.copyFailed);
    }
  }

  const canMove = (event: DisplayEvent) =>
    canEdit && Boolean(event.emailAccountId) && !event.readOnly;

  const timeChange = useEventTimeChange({
    zone,
    canSplit: (event) => isLocal(event.emailAccountId),
    onError: showAlert,
  });

  /** Dragged to another day in the month grid: the same times, that many days later. */
  function handleMove(event: DisplayEvent, days: number) {
    timeChange.changeTimes(event, addDays(event.start, days), addDays(event.end, days));
  }

  const currentYear = today.getFullYear();
  const yearOptions = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, index) => {
    const year = String(currentYear - YEARS_AROUND + index);
    return { value: year, label: year };
  });
  const monthOptions = Array.from({ length: 12 }, (_, month) => ({
    value: String(month),
    label: dates.formatMonthName(month),
  }));
  const addDay =
    shown.year === today.getFullYear() && shown.month === today.getMonth()
      ? todayKey
      : dayKeyOf(start);
  const failures = eventsQuery.data?.failures ?? [];
  const isModal = variant === 'modal';

  if (accountsQuery.isPending) return <QueryLoading label={messages.loading} />;
  if (accountsQuery.isError) {
    return (
      <QueryFailed
        message={describeFetchError(accountsQuery.error, accountsMessages.selector.noAccounts)}
        retryLabel={messages.retry}
        onRetry={() => void accountsQuery.refetch()}
      />
    );
  }

  return (
    <div className={clsx('flex min-h-0 flex-col gap-3', isModal && 'h-full')}>
      <div
        role="toolbar"
        aria-label={messages.toolbarLabel}
        className="flex flex-wrap items-end gap-2"
      >
        <AccountSelector
          accounts={accounts}
          value={accountId}
          onChange={(next) => {
            setAccountId(next);
            // A specific account answers "Select a specific calendar account...".
            setAlerts((current) =>
              current.filter((alert) => alert.text !== messages.spec.selectAccount),
            );
          }}
          className="w-full sm:w-72"
        />
        <SelectField
          label={messages.monthLabel}
          options={monthOptions}
          value={String(shown.month)}
          onChange={(change) => showMonth({ ...shown, month: Number(change.target.value) })}
          className="w-36"
        />
        <SelectField
          label={messages.yearLabel}
          options={yearOptions}
          value={String(shown.year)}
          onChange={(change) => showMonth({ ...shown, year: Number(change.target.value) })}
          className="w-24"
        />
        <div className="flex items-center gap-1">
          <IconButton
            label={isTimeView(view) ? messages.previousPeriod[view] : messages.previousMonth}
            icon={<ChevronLeft className="size-5" />}
            onClick={() => shift(-1)}
          />
          <Button variant="secondary" size="sm" onClick={goToday}>
            {messages.today}
          </Button>
          <IconButton
            label={isTimeView(view) ? messages.nextPeriod[view] : messages.nextMonth}
            icon={<ChevronRight className="size-5" />}
            onClick={() => shift(1)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-1 sm:ml-auto">
          {isNarrow ? null : <ViewSwitcher view={view} onChange={chooseView} />}
          <Button
            variant="secondary"
            size="sm"
            icon={<Copy aria-hidden className="size-4" />}
            onClick={() => void handleCopy()}
          >
            {messages.copyTable}
          </Button>
          {canEdit ? (
            <Button
              size="sm"
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => handleAdd()}
            >
              {messages.addEvent}
            </Button>
          ) : null}
        </div>
      </div>

      <TruncatedNotice
        answer={eventsQuery.isPlaceholderData ? undefined : eventsQuery.data}
        zone={zone}
      />

      <h2 className="text-lg font-semibold text-zinc-900" aria-live="polite">
        {gridDays.length > 1
          ? dates.formatRange(
              startOfDayKey(gridDays[0]!, zone),
              startOfDayKey(gridDays[gridDays.length - 1]!, zone),
              { allDay: true },
            )
          : gridDays.length === 1
            ? dates.formatDate(startOfDayKey(gridDays[0]!, zone), { withWeekday: true })
            : dates.formatMonthYear(start)}
      </h2>

      {alerts.map((alert) => (
        <Alert key={alert.id} tone="error">
          <span className="flex items-start justify-between gap-2">
            <span>{alert.text}</span>
            <button
              type="button"
              aria-label={messages.dismiss}
              title={messages.dismiss}
              onClick={() => dismissAlert(alert.id)}
              className="rounded p-0.5 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
            >
              <X aria-hidden className="size-4" />
            </button>
          </span>
        </Alert>
      ))}
      {eventsQuery.isError ? (
        <Alert tone="error">
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {messages.spec.alert(describeApiError(eventsQuery.error, messages.spec.fetchFailed))}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void eventsQuery.refetch()}>
              {messages.retry}
            </Button>
          </span>
        </Alert>
      ) : null}
      {failures.map((failure) => {
        const account = accountById.get(failure.accountId);
        return (
          <Alert key={failure.accountId} tone="error">
            {account ? <strong>{messages.accountFailed(accountLabelShown(account))}</strong> : null}{' '}
            {messages.spec.alert(failure.error)}
          </Alert>
        );
      })}

      <div className={clsx('flex min-h-0 flex-col gap-3 lg:flex-row', isModal && 'flex-1')}>
        {calendarList ? <CalendarSidebar list={calendarList} /> : null}
        <div className={clsx('relative min-h-0 min-w-0 flex-1', isModal && 'overflow-y-auto')}>
          {eventsQuery.isPending ? (
            <QueryLoading label={messages.loading} />
          ) : (
            <>
              {eventsQuery.isSuccess && monthDays.length === 0 ? (
                <p
                  role="status"
                  className="mb-3 rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500"
                >
                  {messages.spec.noEventsThisMonth}
                </p>
              ) : null}
              {isTimeView(view) ? (
                <TimeGrid
                  key={view}
                  days={gridDays}
                  byDay={byDay}
                  todayKey={todayKey}
                  zone={zone}
                  label={viewLabelOf(view)}
                  canCreate={canEdit}
                  canMove={canMove}
                  onOpen={setOpenEvent}
                  onCreate={handleCreateAt}
                  onChangeTimes={timeChange.changeTimes}
                />
              ) : view === 'month' ? (
                <MonthGrid
                  weeks={weeks}
                  byDay={byDay}
                  weatherByDay={weatherByDay}
                  todayKey={todayKey}
                  zone={zone}
                  canMove={canMove}
                  onOpen={setOpenEvent}
                  onMove={handleMove}
                />
              ) : (
                <AgendaList
                  days={monthDays}
                  weatherByDay={weatherByDay}
                  todayKey={todayKey}
                  zone={zone}
                  onOpen={setOpenEvent}
                />
              )}
            </>
          )}
          {eventsQuery.isFetching && !eventsQuery.isPending ? (
            <span className="sr-only" role="status">
              {messages.loading}
            </span>
          ) : null}
        </div>
      </div>

      {isAdding ? (
        <AddEventModal
          isOpen
          onClose={() => setIsAdding(false)}
          accountId={accountId}
          initialValues={addValues ?? newEventValues(isTimeView(view) ? anchorDay : addDay)}
          zone={zone}
          showRepeat={isLocal(accountId)}
          calendarChoices={calendarChoices}
          userId={user.id}
        />
      ) : null}
      {timeChange.dialog}
      {openEvent ? (
        <EventModal
          key={openEvent.id}
          event={openEvent}
          onClose={() => setOpenEvent(null)}
          canEdit={canEdit}
          zone={zone}
          showRepeat={isLocal(openEvent.emailAccountId)}
          // A built-in event may move among its account's calendars; others stay where they are.
          calendarChoices={
            openEvent.source.calendarId
              ? calendarChoices.filter((choice) => choice.accountId === openEvent.emailAccountId)
              : undefined
          }
        />
      ) : null}
    </div>
  );
}
