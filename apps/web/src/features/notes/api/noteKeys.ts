/** The filters of a note list, as GET /notes takes them. */
export type NoteListFilters = {
  categoryId?: string;
  projectId?: string;
  scope?: 'all' | 'mine' | 'shared';
  q?: string;
};

/** Query keys of notes; every note change invalidates `all`. */
export const noteKeys = {
  all: ['notes'] as const,
  list: (filters: NoteListFilters) => ['notes', 'list', filters] as const,
  detail: (id: string) => ['notes', 'detail', id] as const,
};
