import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEvent,
  CreateEventRequest,
  EventScope,
  ListEventsResponse,
  UpdateEventRequest,
  User,
  WeatherResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { calendarKeys } from './calendarKeys';

/** GET /calendar/events?accountId&timeMin&timeMax: events and the accounts that failed. */
export function useEventsQuery(
  accountId: string,
  timeMin: string,
  timeMax: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: calendarKeys.eventList(accountId, timeMin, timeMax),
    enabled,
    // The month being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ accountId, timeMin, timeMax });
      return apiRequest<ListEventsResponse>(`/calendar/events?${query.toString()}`, { signal });
    },
  });
}

/**
 * GET /weather?start&end (days as yyyy-MM-dd). With no network the server answers no days, and
 * a failure here shows nothing: the weather never blocks the calendar.
 */
export function useWeatherQuery(start: string, end: string) {
  return useQuery({
    queryKey: calendarKeys.weather(start, end),
    staleTime: 30 * 60 * 1000,
    retry: false,
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ start, end });
      const { days } = await apiRequest<WeatherResponse>(`/weather?${query.toString()}`, {
        signal,
      });
      return days;
    },
  });
}

function useEventMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events }),
  });
}

/** POST /calendar/events: answers the created event. */
export function useCreateEventMutation() {
  return useEventMutation(async (request: CreateEventRequest) => {
    const { event } = await apiRequest<{ event: CalendarEvent }>('/calendar/events', {
      method: 'POST',
      body: request,
    });
    return event;
  });
}

/** PUT /calendar/events/{id}; `scope` says one occurrence or the whole series. */
export function useUpdateEventMutation() {
  return useEventMutation(({ id, request }: { id: string; request: UpdateEventRequest }) =>
    apiRequest<unknown>(`/calendar/events/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: request,
    }),
  );
}

/** DELETE /calendar/events/{id}?accountId&scope */
export function useDeleteEventMutation() {
  return useEventMutation(
    ({ id, accountId, scope }: { id: string; accountId: string; scope: EventScope }) => {
      const query = new URLSearchParams({ accountId, scope });
      return apiRequest<unknown>(`/calendar/events/${encodeURIComponent(id)}?${query.toString()}`, {
        method: 'DELETE',
      });
    },
  );
}

/** GET /calendar/feed: the secret iCalendar address of the caller's built-in calendar, or null. */
export function useCalendarFeedQuery() {
  return useQuery({
    queryKey: calendarKeys.feed(),
    queryFn: async ({ signal }) => {
      const { url } = await apiRequest<{ url: string | null }>('/calendar/feed', { signal });
      return url;
    },
  });
}

/** POST /calendar/feed makes a new secret address (the old one stops working); DELETE revokes. */
export function useCalendarFeedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'create' | 'revoke') => {
      const { url } = await apiRequest<{ url: string | null }>('/calendar/feed', {
        method: action === 'create' ? 'POST' : 'DELETE',
      });
      return url;
    },
    onSuccess: (url) => queryClient.setQueryData(calendarKeys.feed(), url),
  });
}

/** PUT /user/me with the calendar's zone; null goes back to the browser's. */
export function useUpdateTimeZoneMutation() {
  return useMutation({
    mutationFn: async (timeZone: string | null) => {
      const { user } = await apiRequest<{ user: User }>('/user/me', {
        method: 'PUT',
        body: { timeZone },
      });
      return user;
    },
  });
}
