import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDARS_MESSAGES, type CalendarEntry } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { CalendarList } from './CalendarList';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = CALENDARS_MESSAGES;

const MINE: CalendarEntry = {
  id: 'cal-mine',
  kind: 'private',
  name: messages.myCalendar,
  color: '#059669',
  accountId: 'acc-local',
  calendarId: 'cal-mine',
  writable: true,
};
const SHARED: CalendarEntry = {
  ...MINE,
  id: 'cal-shared',
  kind: 'shared',
  name: messages.workspaceCalendar,
  color: '#4f46e5',
  calendarId: 'cal-shared',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const editButton = (name: string) =>
  screen.queryByRole('button', { name: `${messages.renameCalendar}: ${name}` });

describe('CalendarList', () => {
  it('a member renames and recolours their own calendar, and only that one', async () => {
    const fetchMock = mockApi({
      'PATCH /calendar/calendars/cal-mine': ({ body }) =>
        jsonResponse(200, { calendar: { ...MINE, ...(body as object) } }),
      'GET /calendar/calendars': () =>
        jsonResponse(200, { calendars: [MINE, SHARED], hiddenIds: [], canManage: false }),
      'GET /calendar/events': () => jsonResponse(200, { events: [], failures: [] }),
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <CalendarList
        calendars={[MINE, SHARED]}
        hiddenIds={new Set()}
        onToggle={() => {}}
        canManage={false}
      />,
    );
    expect(editButton(messages.workspaceCalendar)).toBeNull();
    expect(screen.queryByRole('button', { name: messages.addCalendar })).toBeNull();
    expect(
      screen.queryByRole('button', { name: `${messages.deleteCalendar}: ${messages.myCalendar}` }),
    ).toBeNull();

    await user.click(editButton(messages.myCalendar)!);
    const dialog = await screen.findByRole('dialog', { name: messages.renameCalendar });
    const name = within(dialog).getByLabelText(messages.nameLabel);
    expect(name).toHaveValue(messages.myCalendar);
    await user.clear(name);
    await user.type(name, 'Family');
    await user.click(within(dialog).getByRole('radio', { name: '#db2777' }));
    await user.click(within(dialog).getByRole('button', { name: messages.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(messages.saved, undefined));
    expect(
      requestsOf(fetchMock)
        .filter((request) => request.method === 'PATCH')
        .map((r) => r.body),
    ).toEqual([{ name: 'Family', color: '#db2777' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an admin edits the shared calendars too', () => {
    renderWithQueryClient(
      <CalendarList
        calendars={[MINE, SHARED]}
        hiddenIds={new Set()}
        onToggle={() => {}}
        canManage
      />,
    );
    expect(editButton(messages.myCalendar)).not.toBeNull();
    expect(editButton(messages.workspaceCalendar)).not.toBeNull();
  });
});
