import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { calendarMessages } from '../../calendar/calendar.messages';
import { TodayWidget } from './TodayWidget';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-12T15:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('TodayWidget', () => {
  it('lists today’s events across accounts with today’s weather', async () => {
    const fetchMock = mockApi({
      'GET /calendar/events': () =>
        jsonResponse(200, {
          events: [
            {
              id: 'ev-1',
              summary: 'Standup',
              description: '',
              location: '',
              category: 'Work',
              emailAccountId: 'acc-1',
              start: { date: '2025-03-12' },
              end: { date: '2025-03-13' },
              recurringEventId: null,
              recurrence: null,
              readOnly: false,
            },
          ],
          failures: [],
        }),
      'GET /weather': ({ url }) =>
        jsonResponse(200, {
          days: [
            {
              date: url.searchParams.get('start'),
              weatherCode: 0,
              maxTemp: 20,
              minTemp: 10,
            },
          ],
        }),
    });
    renderWithQueryClient(<TodayWidget />);

    const item = await screen.findByRole('button', { name: /Standup/ });
    expect(within(item).getByText(calendarMessages.allDay)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Sunny, high 20°, low 10°' }),
    ).toBeInTheDocument();
    const eventsUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(eventsUrl.searchParams.get('accountId')).toBe('all');
  });

  it('says when nothing is scheduled', async () => {
    mockApi({
      'GET /calendar/events': () => jsonResponse(200, { events: [], failures: [] }),
      'GET /weather': () => jsonResponse(200, { days: [] }),
    });
    renderWithQueryClient(<TodayWidget />);
    expect(await screen.findByText(calendarMessages.widget.empty)).toBeInTheDocument();
  });
});
