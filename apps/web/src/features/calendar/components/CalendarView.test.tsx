import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CALENDAR_MESSAGES,
  CALENDARS_MESSAGES,
  type CalendarListResponse,
  type CalendarEvent,
  type ConnectedAccount,
} from '@worksphere/contracts';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAuthProvider, makeAuthValue } from '../../../test/fakeAuth';
import { makeUser } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { calendarMessages as messages } from '../calendar.messages';
import { CalendarView } from './CalendarView';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const ZONE = 'America/New_York';

const CALENDAR_LIST: CalendarListResponse = {
  calendars: [
    {
      id: 'cal-mine',
      kind: 'private',
      name: CALENDARS_MESSAGES.myCalendar,
      color: '#059669',
      accountId: 'acc-local',
      calendarId: 'cal-mine',
      writable: true,
    },
    {
      id: 'cal-shared',
      kind: 'shared',
      name: 'Workspace calendar',
      color: '#4f46e5',
      accountId: 'acc-local',
      calendarId: 'cal-shared',
      writable: true,
    },
  ],
  hiddenIds: [],
  canManage: false,
};

function account(overrides: Partial<ConnectedAccount> = {}): ConnectedAccount {
  return {
    id: 'acc-local',
    emailAddress: 'Workspace calendar',
    accountType: 'local',
    organizationId: 'org-1',
    displayName: 'Workspace calendar',
    status: 'connected',
    statusMessage: null,
    capabilities: { calendar: true, mail: false },
    ownerId: null,
    canManage: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function calendarEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'ev-1',
    summary: 'Planning',
    description: 'Quarterly plan',
    location: 'Room 4',
    category: 'Work',
    emailAccountId: 'acc-local',
    // 10:00 in New York.
    start: { dateTime: '2025-03-12T14:00:00.000Z' },
    end: { dateTime: '2025-03-12T15:00:00.000Z' },
    recurringEventId: null,
    recurrence: null,
    readOnly: false,
    ...overrides,
  };
}

type Options = {
  permissions?: string[];
  events?: CalendarEvent[];
  accounts?: ConnectedAccount[];
  eventsAnswer?: () => Response;
  extra?: Parameters<typeof mockApi>[0];
};

function renderCalendar({
  permissions = ['calendar:edit'],
  events = [calendarEvent()],
  accounts = [account()],
  eventsAnswer,
  extra = {},
}: Options = {}) {
  const fetchMock = mockApi({
    'GET /email/accounts/getAccounts': () => jsonResponse(200, { accounts }),
    'GET /calendar/events': eventsAnswer ?? (() => jsonResponse(200, { events, failures: [] })),
    'GET /calendar/calendars': () => jsonResponse(200, CALENDAR_LIST),
    'GET /weather': () =>
      jsonResponse(200, {
        days: [{ date: '2025-03-12', weatherCode: 63, maxTemp: 11.6, minTemp: 2.2 }],
      }),
    ...extra,
  });
  const user = makeUser({ permissions, timeZone: ZONE });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FakeAuthProvider value={makeAuthValue({ user })}>
          <CalendarView />
        </FakeAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

function requests(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init = {}]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
    .filter((call) => call.method === method && call.url.pathname === `/api${path}`);
}

async function chooseAccount(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  await user.click(await screen.findByRole('button', { name: /Calendar account/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 11:00 in New York on Wednesday 12 March 2025.
  vi.setSystemTime(new Date('2025-03-12T15:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CalendarView', () => {
  it('shows the month in the user’s zone, today highlighted, with the day’s weather', async () => {
    const { fetchMock } = renderCalendar();

    const chip = await screen.findByRole('button', { name: /Planning/ });
    const today = screen.getByRole('gridcell', { name: /Wednesday, March 12/ });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(within(today).getByText('10:00 AM')).toBeInTheDocument();
    expect(today).toContainElement(chip);
    expect(
      await within(today).findByRole('img', { name: 'Rain, high 12°, low 2°' }),
    ).toHaveAttribute('data-weather-icon', 'rain');
    expect(within(today).getByTestId('day-events')).toHaveClass('max-h-24', 'overflow-y-auto');
    const [list] = requests(fetchMock, 'GET', '/calendar/events');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      accountId: 'all',
      timeMin: '2025-03-01T05:00:00.000Z',
      timeMax: '2025-04-01T04:00:00.000Z',
    });
    expect(screen.getByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
  });

  it('offers 21 years, moves by month, and says when a month is empty', async () => {
    const { user } = renderCalendar({ events: [] });

    expect(await screen.findByText(CALENDAR_MESSAGES.noEventsThisMonth)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Year/ }));
    const years = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(years).toHaveLength(21);
    expect(years[0]).toHaveTextContent('2015');
    expect(years[20]).toHaveTextContent('2035');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: messages.nextMonth }));
    expect(await screen.findByRole('heading', { name: 'April 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.today }));
    expect(await screen.findByRole('heading', { name: 'March 2025' })).toBeInTheDocument();
  });

  it('hides Add Event, Edit and Delete without calendar:edit', async () => {
    const { user } = renderCalendar({ permissions: [] });

    await user.click(await screen.findByRole('button', { name: /Planning/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Planning' });
    expect(within(dialog).getByText('Room 4')).toBeInTheDocument();
    expect(within(dialog).getByText('Work')).toBeInTheDocument();
    expect(within(dialog).getByText('Quarterly plan')).toBeInTheDocument();
    expect(within(dialog).getByText(/Wed, Mar 12, 2025, 10:00\s–\s11:00\sAM/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: messages.detail.edit })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: messages.detail.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.addEvent })).toBeNull();
  });

  it('Add Event works on first use: it asks which calendar, the shared one first, Private on shared ones', async () => {
    const created: Array<Record<string, unknown>> = [];
    const { user } = renderCalendar({
      extra: {
        'POST /calendar/events': ({ body }) => {
          created.push(body as Record<string, unknown>);
          return jsonResponse(201, { event: calendarEvent({ id: 'ev-new' }) });
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: messages.addEvent }));
    const dialog = await screen.findByRole('dialog', { name: messages.form.addTitle });
    expect(screen.queryByText(CALENDAR_MESSAGES.selectAccount)).toBeNull();
    const select = within(dialog).getByRole('button', { name: /Workspace calendar/ });
    expect(select).toHaveTextContent('Workspace calendar');

    // My calendar is private throughout: no Private box there.
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: CALENDARS_MESSAGES.myCalendar }));
    expect(within(dialog).queryByLabelText(CALENDARS_MESSAGES.private)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /My calendar/ }));
    await user.click(await screen.findByRole('option', { name: 'Workspace calendar' }));
    await user.click(within(dialog).getByLabelText(CALENDARS_MESSAGES.private));
    await user.type(within(dialog).getByLabelText(new RegExp(messages.form.title)), 'Dentist');
    await user.click(within(dialog).getByRole('button', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Personal' }));
    await user.click(within(dialog).getByRole('button', { name: messages.form.create }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      accountId: 'acc-local',
      calendarId: 'cal-shared',
      isPrivate: true,
      title: 'Dentist',
    });
  });

  it('shows each calendar with a show/hide box; a hidden calendar leaves the grid', async () => {
    const saved: Array<{ hiddenIds: string[] }> = [];
    const { user } = renderCalendar({
      events: [
        calendarEvent({ calendarId: 'cal-mine', color: '#059669' }),
        calendarEvent({ id: 'ev-2', summary: 'All hands', calendarId: 'cal-shared' }),
      ],
      extra: {
        'PUT /calendar/calendars/hidden': ({ body }) => {
          saved.push(body as { hiddenIds: string[] });
          return jsonResponse(200, body);
        },
        // The server keeps what was saved.
        'GET /calendar/calendars': () =>
          jsonResponse(200, { ...CALENDAR_LIST, hiddenIds: saved.at(-1)?.hiddenIds ?? [] }),
      },
    });
    const list = await screen.findByRole('region', { name: CALENDARS_MESSAGES.listTitle });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      CALENDARS_MESSAGES.show(CALENDARS_MESSAGES.myCalendar),
      CALENDARS_MESSAGES.show('Workspace calendar'),
    ]);
    expect(await screen.findByRole('button', { name: /All hands/ })).toBeInTheDocument();

    await user.click(boxes[1]!);
    expect(saved).toEqual([{ hiddenIds: ['cal-shared'] }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /All hands/ })).toBeNull());
    expect(screen.getByRole('button', { name: /Planning/ })).toBeInTheDocument();
  });

  it('creates an event: category required, a blank title saved as "No Title", weekly repeat', async () => {
    const created: unknown[] = [];
    const { user } = renderCalendar({
      extra: {
        'POST /calendar/events': ({ body }) => {
          created.push(body);
          return jsonResponse(201, { event: calendarEvent({ id: 'ev-new' }) });
        },
      },
    });
    await chooseAccount(user, /Workspace calendar \(local\) - Org/);
    await user.click(screen.getByRole('button', { name: messages.addEvent }));
    const dialog = await screen.findByRole('dialog', { name: messages.form.addTitle });

    await user.type(within(dialog).getByLabelText(new RegExp(messages.form.title)), '   ');
    await user.click(within(dialog).getByRole('button', { name: messages.form.create }));
    expect(within(dialog).getByText(CALENDAR_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Personal' }));
    await user.click(within(dialog).getByRole('button', { name: /Does not repeat/ }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(dialog).getByRole('button', { name: messages.form.create }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      accountId: 'acc-local',
      title: CALENDAR_MESSAGES.noTitle,
      category: 'Personal',
      start: '2025-03-12T13:00:00.000Z',
      end: '2025-03-12T14:00:00.000Z',
      allDay: false,
      timeZone: ZONE,
      recurrence: { frequency: 'weekly', byWeekday: ['MO', 'FR'] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('shows the server’s error in the "Error: {message}" form, else the default', async () => {
    renderCalendar({
      eventsAnswer: () => jsonResponse(502, { error: 'The calendar provider is not answering.' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The calendar provider is not answering.',
    );
  });

  it('falls back to the default fetch message', async () => {
    renderCalendar({ eventsAnswer: () => jsonResponse(500, {}) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CALENDAR_MESSAGES.alert(CALENDAR_MESSAGES.fetchFailed),
    );
  });

  it('says when the server left events out of a very full period', async () => {
    renderCalendar({
      eventsAnswer: () =>
        jsonResponse(200, {
          events: [calendarEvent()],
          failures: [],
          truncated: true,
          completeUntil: '2025-03-20T14:00:00.000Z',
          limits: { maxEvents: 5000, maxOccurrencesPerSeries: 400 },
        }),
    });
    const notice = await screen.findByText(/^Too many events to show them all here/);
    expect(notice).toHaveTextContent(/Mar(ch)? 20, 2025/);
    expect(screen.getAllByRole('button', { name: /Planning/ }).length).toBeGreaterThan(0);
  });

  it('shows a failed account as an alert while the other events still show', async () => {
    renderCalendar({
      accounts: [
        account(),
        account({
          id: 'acc-g',
          emailAddress: 'ann@gmail.com',
          accountType: 'gmail',
          organizationId: undefined,
        }),
      ],
      eventsAnswer: () =>
        jsonResponse(200, {
          events: [calendarEvent()],
          failures: [{ accountId: 'acc-g', error: 'Google did not answer.' }],
        }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ann@gmail.com (Google): Error: Google did not answer.',
    );
    expect(screen.getByRole('button', { name: /Planning/ })).toBeInTheDocument();
  });

  it('edits one occurrence of a series, the category defaulting to Personal', async () => {
    const updates: unknown[] = [];
    const { user } = renderCalendar({
      events: [
        calendarEvent({
          id: 'ev-1_20250312',
          category: null,
          recurringEventId: 'ev-1',
          recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['WE'] },
        }),
      ],
      extra: {
        'PUT /calendar/events/ev-1_20250312': ({ body }) => {
          updates.push(body);
          return jsonResponse(200, { event: calendarEvent() });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Planning/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Planning' });
    await user.click(within(dialog).getByRole('button', { name: messages.detail.edit }));
    const form = await screen.findByRole('dialog', { name: messages.form.editTitle });
    expect(within(form).getByRole('button', { name: /Category/ })).toHaveTextContent('Personal');
    await user.clear(within(form).getByLabelText(new RegExp(messages.form.title)));
    await user.type(within(form).getByLabelText(new RegExp(messages.form.title)), 'Moved review');
    await user.click(within(form).getByRole('button', { name: messages.form.save }));
    const ask = await screen.findByRole('dialog', { name: messages.scope.editTitle });
    await user.click(within(ask).getByRole('button', { name: messages.scope.occurrence }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      title: 'Moved review',
      scope: 'occurrence',
      category: 'Personal',
    });
    expect(updates[0]).not.toHaveProperty('recurrence');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.updated, expect.anything()),
    );
  }, 20_000);

  it('deletes after the confirmation, and says so', async () => {
    const deleted: string[] = [];
    const { user } = renderCalendar({
      extra: {
        'DELETE /calendar/events/ev-1': ({ url }) => {
          deleted.push(url.search);
          return jsonResponse(200, { ok: true });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Planning/ }));
    await user.click(await screen.findByRole('button', { name: messages.detail.delete }));
    const confirm = await screen.findByRole('dialog', { name: messages.deleteTitle });
    expect(confirm).toHaveTextContent(CALENDAR_MESSAGES.deleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: messages.deleteButton }));

    await waitFor(() => expect(deleted).toEqual(['?accountId=acc-local&scope=series']));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.deleted, expect.anything()),
    );
  });

  it('shows a failed delete as "Error: Failed to delete event." in the modal', async () => {
    const { user } = renderCalendar({
      extra: { 'DELETE /calendar/events/ev-1': () => jsonResponse(500, {}) },
    });
    await user.click(await screen.findByRole('button', { name: /Planning/ }));
    await user.click(await screen.findByRole('button', { name: messages.detail.delete }));
    const confirm = await screen.findByRole('dialog', { name: messages.deleteTitle });
    await user.click(within(confirm).getByRole('button', { name: messages.deleteButton }));
    const dialog = await screen.findByRole('dialog', { name: 'Planning' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      CALENDAR_MESSAGES.alert(CALENDAR_MESSAGES.deleteFailed),
    );
  });

  it('copies the month as tab-separated text, and says when it cannot', async () => {
    const { user } = renderCalendar();
    // user-event puts its own clipboard on navigator; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await screen.findByRole('button', { name: /Planning/ });

    await user.click(screen.getByRole('button', { name: messages.copyTable }));
    expect(writeText).toHaveBeenCalledWith(
      'Date\tStart\tEnd\tTitle\tRoom\tCategory\tDescription\n' +
        '2025-03-12\t10:00\t2025-03-12 11:00\tPlanning\tRoom 4\tWork\tQuarterly plan',
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(CALENDAR_MESSAGES.copied, expect.anything()),
    );

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: messages.copyTable }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CALENDAR_MESSAGES.copyFailed);
  });

  it('forces the agenda and hides the switch below 768 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('767.98px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCalendar();

    expect(await screen.findByRole('list', { name: messages.agendaView })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: messages.viewLabel })).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('switches between month and agenda on a wide screen', async () => {
    const { user } = renderCalendar();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.agendaView }));
    expect(screen.getByRole('list', { name: messages.agendaView })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
