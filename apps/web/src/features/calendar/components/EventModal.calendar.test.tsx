import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDARS_MESSAGES, type CalendarEvent } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { calendarMessages as messages } from '../calendar.messages';
import { toDisplayEvent } from '../utils/calendarTime';
import type { CalendarChoice } from '../utils/calendarChoice';
import { EventModal } from './EventModals';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const ZONE = 'Europe/Berlin';
const CHOICES: CalendarChoice[] = [
  {
    id: 'cal-mine',
    kind: 'private',
    name: CALENDARS_MESSAGES.myCalendar,
    color: '#059669',
    accountId: 'acc-local',
    calendarId: 'cal-mine',
  },
  {
    id: 'cal-shared',
    kind: 'shared',
    name: CALENDARS_MESSAGES.workspaceCalendar,
    color: '#4f46e5',
    accountId: 'acc-local',
    calendarId: 'cal-shared',
  },
];

function sharedEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'ev-1',
    summary: 'Dentist',
    description: '',
    location: '',
    category: 'Personal',
    emailAccountId: 'acc-local',
    start: { dateTime: '2025-03-12T08:00:00.000Z' },
    end: { dateTime: '2025-03-12T09:00:00.000Z' },
    recurringEventId: null,
    recurrence: null,
    readOnly: false,
    calendarId: 'cal-shared',
    color: '#4f46e5',
    isPrivate: false,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The event's modal, switched to its edit form; every PUT body is collected. */
async function openEditForm(event: CalendarEvent) {
  const updates: Array<Record<string, unknown>> = [];
  mockApi({
    [`PUT /calendar/events/${event.id}`]: ({ body }) => {
      updates.push(body as Record<string, unknown>);
      return jsonResponse(200, { event });
    },
  });
  const user = userEvent.setup();
  renderWithQueryClient(
    <EventModal
      event={toDisplayEvent(event, ZONE)}
      onClose={() => {}}
      canEdit
      zone={ZONE}
      showRepeat
      calendarChoices={CHOICES}
    />,
  );
  await user.click(screen.getByRole('button', { name: messages.detail.edit }));
  const form = await screen.findByRole('dialog', { name: messages.form.editTitle });
  return { user, form, updates };
}

// Whole forms filled in jsdom: slow on a loaded machine.
describe('EventModal: the event’s calendar and privacy', { timeout: 60_000 }, () => {
  it('moves an event from the shared calendar to My calendar', async () => {
    const { user, form, updates } = await openEditForm(sharedEvent());
    const select = within(form).getByRole('button', { name: /Workspace calendar/ });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: CALENDARS_MESSAGES.myCalendar }));
    // My calendar is private throughout: no Private box there.
    expect(within(form).queryByLabelText(CALENDARS_MESSAGES.private)).toBeNull();
    await user.click(within(form).getByRole('button', { name: messages.form.save }));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      accountId: 'acc-local',
      calendarId: 'cal-mine',
      isPrivate: false,
      title: 'Dentist',
      scope: 'series',
    });
  });

  it('makes an event on a shared calendar private', async () => {
    const { user, form, updates } = await openEditForm(sharedEvent());
    await user.click(within(form).getByLabelText(CALENDARS_MESSAGES.private));
    await user.click(within(form).getByRole('button', { name: messages.form.save }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ calendarId: 'cal-shared', isPrivate: true });
  });

  it('a repeating event moves as a series: "This event" is not offered for a move', async () => {
    const { user, form, updates } = await openEditForm(
      sharedEvent({
        id: 'ev-1_20250312',
        recurringEventId: 'ev-1',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['WE'] },
      }),
    );
    await user.click(within(form).getByLabelText(CALENDARS_MESSAGES.private));
    await user.click(within(form).getByRole('button', { name: messages.form.save }));
    const ask = await screen.findByRole('dialog', { name: messages.scope.editTitle });
    expect(within(ask).queryByRole('button', { name: messages.scope.occurrence })).toBeNull();
    await user.click(within(ask).getByRole('button', { name: messages.scope.series }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ isPrivate: true, scope: 'series' });
  });

  it('an unchanged place lets one occurrence change alone, without moving it', async () => {
    const { user, form, updates } = await openEditForm(
      sharedEvent({
        id: 'ev-1_20250312',
        recurringEventId: 'ev-1',
        recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['WE'] },
      }),
    );
    await user.type(within(form).getByLabelText(new RegExp(messages.form.title)), '!');
    await user.click(within(form).getByRole('button', { name: messages.form.save }));
    const ask = await screen.findByRole('dialog', { name: messages.scope.editTitle });
    await user.click(within(ask).getByRole('button', { name: messages.scope.occurrence }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ title: 'Dentist!', scope: 'occurrence' });
    expect(updates[0]).not.toHaveProperty('calendarId');
  });
});
