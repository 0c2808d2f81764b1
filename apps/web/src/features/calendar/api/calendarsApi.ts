import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEntry,
  CalendarListResponse,
  CreateCalendarRequest,
  UpdateCalendarRequest,
} from '@worksphere/contracts';
import { CALENDARS_MESSAGES } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { calendarMessages } from '../calendar.messages';
import { calendarKeys } from './calendarKeys';

const LIST_KEY = ['calendar', 'calendars'] as const;

/** The server names the built-in calendars in English; they read in the page's language. */
function localizeDefaultName(calendar: CalendarEntry): CalendarEntry {
  if (calendar.kind === 'private' && calendar.name === CALENDARS_MESSAGES.myCalendar) {
    return { ...calendar, name: calendarMessages.calendars.myCalendar };
  }
  if (calendar.kind === 'shared' && calendar.name === CALENDARS_MESSAGES.workspaceCalendar) {
    return { ...calendar, name: calendarMessages.calendars.workspaceCalendar };
  }
  return calendar;
}

/** GET /calendar/calendars: My calendar, the shared ones, connected accounts, and hidden ids. */
export function useCalendarsQuery() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal }) => {
      const list = await apiRequest<CalendarListResponse>('/calendar/calendars', { signal });
      return { ...list, calendars: list.calendars.map(localizeDefaultName) };
    },
  });
}

/** PUT /calendar/calendars/hidden: shown at once, kept on the server so it follows the user. */
export function useHiddenCalendarsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hiddenIds: string[]) =>
      apiRequest<{ hiddenIds: string[] }>('/calendar/calendars/hidden', {
        method: 'PUT',
        body: { hiddenIds },
      }),
    onMutate: async (hiddenIds) => {
      // A list answer on its way was read before this change and would undo it when it lands.
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      queryClient.setQueryData<CalendarListResponse>(LIST_KEY, (current) =>
        current ? { ...current, hiddenIds } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** Changes to calendars (admins' shared ones, one's own); events are fetched again for their colours. */
function useCalendarChange<Variables>(mutationFn: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: LIST_KEY });
      await queryClient.invalidateQueries({ queryKey: calendarKeys.events });
    },
  });
}

export function useCreateCalendarMutation() {
  return useCalendarChange((request: CreateCalendarRequest) =>
    apiRequest<{ calendar: CalendarEntry }>('/calendar/calendars', {
      method: 'POST',
      body: request,
    }),
  );
}

export function useUpdateCalendarMutation() {
  return useCalendarChange(({ id, request }: { id: string; request: UpdateCalendarRequest }) =>
    apiRequest<{ calendar: CalendarEntry }>(`/calendar/calendars/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: request,
    }),
  );
}

/** DELETE /calendar/calendars/{id}: its events move to `moveEventsTo`, or are deleted. */
export function useDeleteCalendarMutation() {
  return useCalendarChange(({ id, moveEventsTo }: { id: string; moveEventsTo: string | null }) => {
    const query = moveEventsTo ? `?${new URLSearchParams({ moveEventsTo }).toString()}` : '';
    return apiRequest<unknown>(`/calendar/calendars/${encodeURIComponent(id)}${query}`, {
      method: 'DELETE',
    });
  });
}
