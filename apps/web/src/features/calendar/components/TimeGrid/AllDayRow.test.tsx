import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CalendarEvent } from '@worksphere/contracts';
import { lightFormat } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '../../../../test/renderWithQueryClient';
import { calendarMessages as messages } from '../../calendar.messages';
import { eventsByDay, toDisplayEvent, type DisplayEvent } from '../../utils/calendarTime';
import { viewDays } from '../../utils/timeGrid';
import { TimeGrid } from './TimeGrid';

const ZONE = 'Europe/Berlin';
const DAYS = viewDays('week', '2026-03-11', ZONE); // Sunday 8 to Saturday 14 March
const COLUMN_PX = 100;

/** An all-day event from `start` up to (not including) `end`. */
function allDay(id: string, start: string, end: string, readOnly = false) {
  const event: CalendarEvent = {
    id,
    summary: id,
    description: '',
    location: '',
    category: 'Personal',
    emailAccountId: 'acc',
    start: { date: start },
    end: { date: end },
    recurringEventId: null,
    recurrence: null,
    readOnly,
  };
  return toDisplayEvent(event, ZONE);
}

/**
 * jsdom lays nothing out: each day's all-day cell is given a column of its own, the chips sit in
 * their cell and the end edge at its right, so dnd-kit's keyboard moves can find the cells.
 */
function layOutAllDayRow() {
  const rect = (x: number, y: number, width: number, height: number) =>
    ({ x, y, left: x, top: y, width, height, right: x + width, bottom: y + height }) as DOMRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const cell = this.closest('[data-all-day]');
    if (!cell) return rect(0, 0, 0, 0);
    const x = DAYS.indexOf(cell.getAttribute('data-all-day')!) * COLUMN_PX;
    if (this === cell) return rect(x, 0, COLUMN_PX, 40);
    if (this.getAttribute('aria-label')?.startsWith('Change the last day'))
      return rect(x + COLUMN_PX - 8, 4, 8, 20);
    return rect(x + 2, 4, COLUMN_PX - 4, 20);
  });
}

function renderGrid(events: DisplayEvent[]) {
  const onChangeTimes = vi.fn();
  renderWithQueryClient(
    <TimeGrid
      days={DAYS}
      byDay={eventsByDay(events)}
      todayKey="2026-03-11"
      zone={ZONE}
      label={messages.weekView}
      canCreate
      canMove={(event) => !event.readOnly}
      onOpen={() => {}}
      onCreate={() => {}}
      onChangeTimes={onChangeTimes}
    />,
  );
  return onChangeTimes;
}

/** Space, the arrow keys, Space: dnd-kit's keyboard drag. */
async function dragWithKeys(handle: HTMLElement, keys: string[]) {
  const aFrame = () => new Promise((resolve) => setTimeout(resolve, 30));
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  // dnd-kit listens for the arrows from the next task on, and finds the cell under the moved
  // event on the next frame.
  await aFrame();
  for (const key of keys) {
    fireEvent.keyDown(document, { code: key, key });
    await aFrame();
  }
  fireEvent.keyDown(document, { code: 'Space', key: ' ' });
}

const daysOf = ([, start, end]: [unknown, Date, Date]) => [
  lightFormat(start, 'yyyy-MM-dd'),
  lightFormat(end, 'yyyy-MM-dd'),
];

beforeEach(layOutAllDayRow);
afterEach(() => vi.restoreAllMocks());

describe('the hour grid’s all-day row', () => {
  it('moves an all-day event to another day with the keyboard, keeping its length', async () => {
    const onChangeTimes = renderGrid([allDay('Trip', '2026-03-09', '2026-03-11')]);
    // Picked up on its first day (Monday), two days right: Wednesday to Thursday.
    const [first] = screen.getAllByRole('button', {
      name: messages.timeGrid.allDayEventLabel('Trip'),
    });
    await dragWithKeys(first!, ['ArrowRight', 'ArrowRight']);
    await waitFor(() => expect(onChangeTimes).toHaveBeenCalledTimes(1));
    expect(daysOf(onChangeTimes.mock.calls[0] as [unknown, Date, Date])).toEqual([
      '2026-03-11',
      '2026-03-13',
    ]);
  });

  it('drags its right edge to make it end on a later day, or an earlier one', async () => {
    const onChangeTimes = renderGrid([allDay('Fair', '2026-03-09', '2026-03-12')]);
    // Only its last day (Wednesday) carries the edge.
    const edges = screen.getAllByRole('button', {
      name: messages.timeGrid.resizeAllDayLabel('Fair'),
    });
    expect(edges).toHaveLength(1);
    await dragWithKeys(edges[0]!, ['ArrowRight', 'ArrowRight']);
    await waitFor(() => expect(onChangeTimes).toHaveBeenCalledTimes(1));
    // Now to Friday the 13th, inclusive: the end (exclusive) is Saturday.
    expect(daysOf(onChangeTimes.mock.calls[0] as [unknown, Date, Date])).toEqual([
      '2026-03-09',
      '2026-03-14',
    ]);

    await dragWithKeys(edges[0]!, ['ArrowLeft']);
    await waitFor(() => expect(onChangeTimes).toHaveBeenCalledTimes(2));
    expect(daysOf(onChangeTimes.mock.calls[1] as [unknown, Date, Date])).toEqual([
      '2026-03-09',
      '2026-03-11',
    ]);
  });

  it('a read-only all-day event neither moves nor has an edge; dropping in place changes nothing', async () => {
    const onChangeTimes = renderGrid([
      allDay('Holiday', '2026-03-10', '2026-03-11', true),
      allDay('Visit', '2026-03-12', '2026-03-13'),
    ]);
    expect(
      screen.queryByRole('button', { name: messages.timeGrid.resizeAllDayLabel('Holiday') }),
    ).toBeNull();
    const holiday = screen.getByRole('button', {
      name: messages.timeGrid.allDayEventLabel('Holiday'),
    });
    expect(holiday).not.toHaveAttribute('aria-roledescription');
    const visit = screen.getByRole('button', { name: messages.timeGrid.allDayEventLabel('Visit') });
    await dragWithKeys(visit, ['ArrowRight', 'ArrowLeft']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onChangeTimes).not.toHaveBeenCalled();
  });
});
