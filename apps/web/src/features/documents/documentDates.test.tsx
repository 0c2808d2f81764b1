import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateFormatProvider } from '../../platform/dates/DateFormatProvider';
import { createDateFormatter } from '../../platform/dates/dateFormatter';
import { jsonResponse, mockApi } from '../../test/mockFetch';
import { VersionsDialog } from './components/VersionsDialog';
import { insertDateTime } from './editor/editorActions';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Documents show dates in the user's zone and clock (platform/dates), not the browser's. */
describe('documents’ dates', () => {
  it('lists a version’s save time in the user’s zone on a 24-hour clock', async () => {
    mockApi({
      'GET /filemanager/versions': () =>
        jsonResponse(200, {
          path: 'plan.html',
          currentVersion: 1,
          versions: [
            {
              version: 1,
              size: 10,
              savedAt: '2026-11-20T10:00:00.000Z',
              savedBy: null,
              keptBeforeDeletion: false,
            },
          ],
        }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <DateFormatProvider locale="en-US" timeZone="Asia/Tokyo" timeFormat="24h">
          <VersionsDialog path="plan.html" onClose={() => {}} onRestore={async () => {}} />
        </DateFormatProvider>
      </QueryClientProvider>,
    );
    // 10:00 UTC is 19:00 in Tokyo.
    expect(await screen.findByText(/Nov 20, 2026, 19:00/)).toBeInTheDocument();
  });

  it('inserts the date and time as the user writes it, with their clock', () => {
    const run = vi.fn();
    const insertContent = vi.fn(() => ({ run }));
    const editor = {
      chain: () => ({ focus: () => ({ insertContent }) }),
    } as unknown as Editor;
    const now = new Date('2026-11-27T15:30:00.000Z');

    insertDateTime(
      editor,
      createDateFormatter({ locale: 'en-US', timeZone: 'UTC', timeFormat: '12h' }),
      now,
    );
    expect(insertContent).toHaveBeenCalledWith('Nov 27, 2026, 3:30 PM');
    insertDateTime(
      editor,
      createDateFormatter({ locale: 'en-US', timeZone: 'Europe/Berlin', timeFormat: '24h' }),
      now,
    );
    expect(insertContent).toHaveBeenLastCalledWith('Nov 27, 2026, 16:30');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
