import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ALL_EMAIL_ACCOUNTS,
  type ChatMessage,
  DEFAULT_EMAIL_FOLDER,
  type EmailListResponse,
  type NotesResponse,
  type TasksResponse,
} from '@worksphere/contracts';
import { useMemo } from 'react';
import { apiRequest } from '../../../platform/api/apiRequest';
import { useEventsQuery } from '../../calendar/api/calendarApi';
import { useChatRoomsQuery } from '../../chat/api/chatApi';
import { useSearchQuery as useFileSearchQuery } from '../../documents/api/filesApi';
import { useProjectsQuery } from '../../projects/api/projectsApi';
import { paletteKeys } from './paletteKeys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The events the palette looks through: a month back to a year ahead, read once a minute. */
function eventWindow(now = Date.now()) {
  const minute = Math.floor(now / 60_000) * 60_000;
  return {
    timeMin: new Date(minute - 30 * DAY_MS).toISOString(),
    timeMax: new Date(minute + 365 * DAY_MS).toISOString(),
  };
}

/** How many hits of each kind the palette shows. */
export const PALETTE_RESULTS_PER_KIND = 5;

function searchPath(area: 'tasks' | 'notes', q: string) {
  const query = new URLSearchParams({ q, limit: String(PALETTE_RESULTS_PER_KIND), offset: '0' });
  return `/${area}?${query.toString()}`;
}

const matches = (name: string, q: string) =>
  name.toLocaleLowerCase().includes(q.toLocaleLowerCase());

/**
 * Everything the palette finds for `q`, each kind through its own module's endpoint (so each
 * keeps its own access rules): tasks and notes by title, chat messages by text, documents by
 * name, mail by subject and sender (the cached mail's full-text search), and projects, chat rooms
 * and events by name from their cached lists. Nothing is asked while `q` is empty.
 */
export function usePaletteSearch(q: string) {
  const query = q.trim();
  const hasQuery = query.length > 0;

  const tasks = useQuery({
    queryKey: paletteKeys.tasks(query),
    enabled: hasQuery,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await apiRequest<TasksResponse>(searchPath('tasks', query), { signal })).tasks,
  });
  const notes = useQuery({
    queryKey: paletteKeys.notes(query),
    enabled: hasQuery,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (await apiRequest<NotesResponse>(searchPath('notes', query), { signal })).notes,
  });
  const projects = useProjectsQuery({ archived: 'all' });
  const rooms = useChatRoomsQuery(hasQuery);
  const chats = useQuery({
    queryKey: paletteKeys.chats(query),
    enabled: hasQuery,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ q: query, limit: String(PALETTE_RESULTS_PER_KIND) });
      const answer = await apiRequest<{ chats: ChatMessage[] }>(
        `/chat/search?${params.toString()}`,
        {
          signal,
        },
      );
      return answer.chats;
    },
  });
  const mail = useQuery({
    queryKey: paletteKeys.mail(query),
    enabled: hasQuery,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<EmailListResponse>('/email/fetch/getCachedEmails', {
          method: 'POST',
          body: {
            accountId: ALL_EMAIL_ACCOUNTS,
            folder: DEFAULT_EMAIL_FOLDER,
            limit: PALETTE_RESULTS_PER_KIND,
            query,
          },
          signal,
        })
      ).emails,
  });
  const files = useFileSearchQuery(query);
  const range = eventWindow();
  const events = useEventsQuery(ALL_EMAIL_ACCOUNTS, range.timeMin, range.timeMax, {
    enabled: hasQuery,
  });

  const projectHits = useMemo(
    () =>
      hasQuery
        ? (projects.data ?? [])
            .filter((project) => matches(project.name, query))
            .slice(0, PALETTE_RESULTS_PER_KIND)
        : [],
    [projects.data, hasQuery, query],
  );
  const roomHits = useMemo(
    () =>
      hasQuery
        ? (rooms.data ?? [])
            .filter((room) => matches(room.name, query))
            .slice(0, PALETTE_RESULTS_PER_KIND)
        : [],
    [rooms.data, hasQuery, query],
  );

  const eventHits = useMemo(
    () =>
      hasQuery
        ? (events.data?.events ?? [])
            .filter((event) => matches(event.summary, query))
            .slice(0, PALETTE_RESULTS_PER_KIND)
        : [],
    [events.data, hasQuery, query],
  );

  return {
    tasks: hasQuery ? (tasks.data ?? []) : [],
    events: eventHits,
    documents: hasQuery ? (files.data?.files ?? []).slice(0, PALETTE_RESULTS_PER_KIND) : [],
    mail: hasQuery ? (mail.data ?? []) : [],
    chats: hasQuery ? (chats.data ?? []) : [],
    notes: hasQuery ? (notes.data ?? []) : [],
    projects: projectHits,
    rooms: roomHits,
    isSearching:
      hasQuery &&
      (tasks.isFetching ||
        notes.isFetching ||
        chats.isFetching ||
        mail.isFetching ||
        files.isFetching),
    hasFailed: hasQuery && (tasks.isError || notes.isError),
  };
}
