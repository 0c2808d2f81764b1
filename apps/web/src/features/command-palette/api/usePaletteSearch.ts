import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotesResponse, TasksResponse } from '@worksphere/contracts';
import { useMemo } from 'react';
import { apiRequest } from '../../../platform/api/apiRequest';
import { useChatRoomsQuery } from '../../chat/api/chatApi';
import { useProjectsQuery } from '../../projects/api/projectsApi';
import { paletteKeys } from './paletteKeys';

/** How many hits of each kind the palette shows. */
export const PALETTE_RESULTS_PER_KIND = 5;

function searchPath(area: 'tasks' | 'notes', q: string) {
  const query = new URLSearchParams({ q, limit: String(PALETTE_RESULTS_PER_KIND), offset: '0' });
  return `/${area}?${query.toString()}`;
}

const matches = (name: string, q: string) =>
  name.toLocaleLowerCase().includes(q.toLocaleLowerCase());

/**
 * Tasks and notes matching `q` by title (their list endpoints' search), and projects and chat
 * rooms by name (their lists, cached, filtered here). Nothing is asked while `q` is empty.
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

  return {
    tasks: hasQuery ? (tasks.data ?? []) : [],
    notes: hasQuery ? (notes.data ?? []) : [],
    projects: projectHits,
    rooms: roomHits,
    isSearching: hasQuery && (tasks.isFetching || notes.isFetching),
    hasFailed: hasQuery && (tasks.isError || notes.isError),
  };
}
