import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { CalendarListResponse } from '@worksphere/contracts';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { useCalendarsQuery, useHiddenCalendarsMutation } from './calendarsApi';

const list = (hiddenIds: string[]) =>
  ({ calendars: [], hiddenIds }) as unknown as CalendarListResponse;

describe('hiding a calendar', () => {
  it('stays hidden when a list answer read before the change lands after it', async () => {
    let stored: string[] = [];
    let listCalls = 0;
    let answerSecondList = () => {};
    let answerPut = () => {};
    mockApi({
      'GET /calendar/calendars': () => {
        listCalls += 1;
        const answer = jsonResponse(200, list(stored));
        // The reload (after saving an event, say) was read before the calendar was hidden.
        return listCalls === 2
          ? new Promise<Response>((resolve) => (answerSecondList = () => resolve(answer)))
          : answer;
      },
      // The change is answered only after the stale list has landed.
      'PUT /calendar/calendars/hidden': ({ body }) => {
        stored = (body as { hiddenIds: string[] }).hiddenIds;
        return new Promise<Response>(
          (resolve) => (answerPut = () => resolve(jsonResponse(200, { hiddenIds: stored }))),
        );
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    // Every hidden list the screen showed, in order.
    const shown: string[] = [];
    const { result } = renderHook(
      () => {
        const calendars = useCalendarsQuery();
        const hidden = calendars.data?.hiddenIds.join(',');
        if (hidden !== undefined && shown.at(-1) !== hidden) shown.push(hidden);
        return { calendars, hide: useHiddenCalendarsMutation() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.calendars.data?.hiddenIds).toEqual([]));

    void result.current.calendars.refetch();
    await waitFor(() => expect(listCalls).toBe(2));
    result.current.hide.mutate(['shared-1']);
    await waitFor(() => expect(result.current.calendars.data?.hiddenIds).toEqual(['shared-1']));
    answerSecondList();
    await new Promise((resolve) => setTimeout(resolve, 20));
    answerPut();
    await waitFor(() => expect(result.current.hide.isSuccess).toBe(true));
    await waitFor(() => expect(listCalls).toBe(3));
    // Hidden from the click on, never shown again in between.
    expect(shown).toEqual(['', 'shared-1']);
  });
});
