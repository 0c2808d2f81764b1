import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateNoteRequest,
  Note,
  NotesResponse,
  UpdateNoteRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { categoryKeys } from '../../categories/api/categoryKeys';
import { dashboardKeys } from '../../dashboard/api/dashboardKeys';
import { projectKeys } from '../../projects/api/projectKeys';
import { noteKeys, type NoteListFilters } from './noteKeys';

export const NOTE_PAGE_SIZE = 30;

function listPath(filters: NoteListFilters, offset: number) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) query.set(key, value);
  }
  query.set('limit', String(NOTE_PAGE_SIZE));
  query.set('offset', String(offset));
  return `/notes?${query.toString()}`;
}

/** GET /notes with filters, a page at a time: the notes the caller may see, newest change first. */
export function useNotesQuery(filters: NoteListFilters) {
  return useInfiniteQuery({
    queryKey: noteKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<NotesResponse>(listPath(filters, pageParam), { signal }),
    getNextPageParam: (lastPage) => {
      const next = lastPage.offset + lastPage.notes.length;
      return lastPage.notes.length > 0 && next < lastPage.total ? next : undefined;
    },
  });
}

/** GET /notes/{id} */
export function useNoteQuery(id: string | null) {
  return useQuery({
    queryKey: noteKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const { note } = await apiRequest<{ note: Note }>(`/notes/${encodeURIComponent(id ?? '')}`, {
        signal,
      });
      return note;
    },
  });
}

/** Everything that shows notes or counts them; a name may also have made a new category. */
function invalidateNoteViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: noteKeys.all }),
    queryClient.invalidateQueries({ queryKey: categoryKeys.list('note') }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() }),
  ]);
}

/** POST /notes: only 201 with `note` counts as success (spec 1 §7). */
export function useCreateNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateNoteRequest) => {
      const { note } = await apiRequest<{ note: Note }>('/notes', {
        method: 'POST',
        body: request,
        expectedStatus: 201,
      });
      return note;
    },
    onSuccess: () => invalidateNoteViews(queryClient),
  });
}

/** PUT /notes/{id}: the author only. */
export function useUpdateNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: { id: string; request: UpdateNoteRequest }) => {
      const { note } = await apiRequest<{ note: Note }>(`/notes/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: request,
      });
      return note;
    },
    onSuccess: (note) => {
      queryClient.setQueryData(noteKeys.detail(note.id), note);
      return invalidateNoteViews(queryClient);
    },
  });
}

/** DELETE /notes/{id}: the author or an admin. */
export function useDeleteNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/notes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: noteKeys.detail(id) });
      return invalidateNoteViews(queryClient);
    },
  });
}
