import {
  ACCOUNT_MESSAGES,
  accountOptionLabel,
  CALENDAR_MESSAGES,
  type WeatherDay,
} from '@worksphere/contracts';
import clsx from 'clsx';
import { addMonths, endOfMonth, format } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight, Copy, List, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import { calendarAccountsOf, useAccountsQuery } from '../../accounts/api/accountsApi';
import { ALL_ACCOUNTS, AccountSelector } from '../../accounts/components/AccountSelector';
import { useCurrentUser } from '../../auth/components/useAuth';
import { useEventsQuery, useUpdateEventMutation, useWeatherQuery } from '../api/calendarApi';
import { calendarMessages as messages } from '../calendar.messages';
import {
  dayKeyOf,
  eventsByDay,
  monthRange,
  monthStart,
  monthWeeks,
  nowIn,
  timeZoneOf,
  toDisplayEvent,
  type DayKey,
  type DisplayEvent,
} from '../utils/calendarTime';
import { monthEventsAsTable } from '../utils/copyTable';
import { movedEventRequest, newEventValues } from '../utils/eventForm';
import { AgendaList } from './AgendaList';
import { AddEventModal, EventModal } from './EventModals';
import { MonthGrid } from './MonthGrid';

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
  const canEdit = user.permissions.includes('calendar:edit');
  const isNarrow = useMediaQuery(NARROW_MEDIA_QUERY);
  const [chosenView, setChosenView] = useState<'month' | 'agenda'>('month');
  const view = isNarrow ? 'agenda' : chosenView;
  const [accountId, setAccountId] = useState(ALL_ACCOUNTS);
  const today = nowIn(zone);
  const todayKey = dayKeyOf(today);
  const [shown, setShown] = useState(() => ({
    year: today.getFullYear(),
    month: today.getMonth(),
  }));
  const start = monthStart(shown.year, shown.month, zone);
  const { timeMin, timeMax } = monthRange(start);
  const [alerts, setAlerts] = useState<PageAlert[]>([]);
  const [openEvent, setOpenEvent] = useState<DisplayEvent | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const accountsQuery = useAccountsQuery();
  const accounts = useMemo(
    () => calendarAccountsOf(accountsQuery.data ?? []),
    [accountsQuery.data],
  );
  const eventsQuery = useEventsQuery(accountId, timeMin, timeMax);
  const weatherQuery = useWeatherQuery(
    format(start, 'yyyy-MM-dd'),
    format(endOfMonth(start), 'yyyy-MM-dd'),
  );
  const moveEvent = useUpdateEventMutation();

  const events = useMemo(
    () => (eventsQuery.data?.events ?? []).map((event) => toDisplayEvent(event, zone)),
    [eventsQuery.data, zone],
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

  const showAlert = (text: string) =>
    setAlerts((current) => [
      ...current.filter((alert) => alert.text !== text),
      { id: Date.now(), text },
    ]);
  const dismissAlert = (id: number) =>
    setAlerts((current) => current.filter((alert) => alert.id !== id));

  const shift = (delta: number) => {
    const next = addMonths(start, delta);
    setShown({ year: next.getFullYear(), month: next.getMonth() });
  };
  const goToday = () => setShown({ year: today.getFullYear(), month: today.getMonth() });

  function handleAdd() {
    if (accountId === ALL_ACCOUNTS) {
      showAlert(CALENDAR_MESSAGES.selectAccount);
      return;
    }
    setIsAdding(true);
  }

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(monthEventsAsTable(events, messages.allDay));
      toast.success(CALENDAR_MESSAGES.copied);
    } catch {
      showAlert(CALENDAR_MESSAGES.copyFailed);
    }
  }

  const canMove = (event: DisplayEvent) =>
    canEdit && Boolean(event.emailAccountId) && !event.readOnly;

  function handleMove(event: DisplayEvent, days: number) {
    moveEvent.mutate(
      { id: event.id, request: movedEventRequest(event, days, zone) },
      {
        onSuccess: () => toast.success(CALENDAR_MESSAGES.updated),
        onError: (error) =>
          showAlert(
            CALENDAR_MESSAGES.alert(describeApiError(error, CALENDAR_MESSAGES.updateFailed)),
          ),
      },
    );
  }

  const currentYear = today.getFullYear();
  const yearOptions = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, index) => {
    const year = String(currentYear - YEARS_AROUND + index);
    return { value: year, label: year };
  });
  const monthOptions = Array.from({ length: 12 }, (_, month) => ({
    value: String(month),
    label: format(new Date(2000, month, 1), 'LLLL'),
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
        message={describeFetchError(accountsQuery.error, ACCOUNT_MESSAGES.noAccounts)}
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
              current.filter((alert) => alert.text !== CALENDAR_MESSAGES.selectAccount),
            );
          }}
          className="w-full sm:w-72"
        />
        <SelectField
          label={messages.monthLabel}
          options={monthOptions}
          value={String(shown.month)}
          onChange={(change) =>
            setShown((current) => ({ ...current, month: Number(change.target.value) }))
          }
          className="w-36"
        />
        <SelectField
          label={messages.yearLabel}
          options={yearOptions}
          value={String(shown.year)}
          onChange={(change) =>
            setShown((current) => ({ ...current, year: Number(change.target.value) }))
          }
          className="w-24"
        />
        <div className="flex items-center gap-1">
          <IconButton
            label={messages.previousMonth}
            icon={<ChevronLeft className="size-5" />}
            onClick={() => shift(-1)}
          />
          <Button variant="secondary" size="sm" onClick={goToday}>
            {messages.today}
          </Button>
          <IconButton
            label={messages.nextMonth}
            icon={<ChevronRight className="size-5" />}
            onClick={() => shift(1)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-1 sm:ml-auto">
          {isNarrow ? null : (
            <div
              role="group"
              aria-label={messages.viewLabel}
              className="inline-flex rounded-lg border border-zinc-300 p-0.5"
            >
              {(['month', 'agenda'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  aria-pressed={view === mode}
                  onClick={() => setChosenView(mode)}
                  className={clsx(
                    'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    view === mode ? 'bg-brand-600 text-white' : 'text-zinc-700 hover:bg-zinc-100',
                  )}
                >
                  {mode === 'month' ? (
                    <CalendarDays aria-hidden className="size-4" />
                  ) : (
                    <List aria-hidden className="size-4" />
                  )}
                  {mode === 'month' ? messages.monthView : messages.agendaView}
                </button>
              ))}
            </div>
          )}
          <Button
            variant="secondary"
            size="sm"
            icon={<Copy aria-hidden className="size-4" />}
            onClick={() => void handleCopy()}
          >
            {messages.copyTable}
          </Button>
          {canEdit ? (
            <Button size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={handleAdd}>
              {messages.addEvent}
            </Button>
          ) : null}
        </div>
      </div>

      <h2 className="text-lg font-semibold text-zinc-900" aria-live="polite">
        {format(start, 'LLLL yyyy')}
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
              {CALENDAR_MESSAGES.alert(
                describeApiError(eventsQuery.error, CALENDAR_MESSAGES.fetchFailed),
              )}
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
            {account ? (
              <strong>{messages.accountFailed(accountOptionLabel(account))}</strong>
            ) : null}{' '}
            {CALENDAR_MESSAGES.alert(failure.error)}
          </Alert>
        );
      })}

      <div className={clsx('relative min-h-0', isModal && 'flex-1 overflow-y-auto')}>
        {eventsQuery.isPending ? (
          <QueryLoading label={messages.loading} />
        ) : (
          <>
            {eventsQuery.isSuccess && monthDays.length === 0 ? (
              <p
                role="status"
                className="mb-3 rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-500"
              >
                {CALENDAR_MESSAGES.noEventsThisMonth}
              </p>
            ) : null}
            {view === 'month' ? (
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

      {isAdding ? (
        <AddEventModal
          isOpen
          onClose={() => setIsAdding(false)}
          accountId={accountId}
          initialValues={newEventValues(addDay)}
          zone={zone}
          showRepeat={isLocal(accountId)}
        />
      ) : null}
      {openEvent ? (
        <EventModal
          key={openEvent.id}
          event={openEvent}
          onClose={() => setOpenEvent(null)}
          canEdit={canEdit}
          zone={zone}
          showRepeat={isLocal(openEvent.emailAccountId)}
        />
      ) : null}
    </div>
  );
}
