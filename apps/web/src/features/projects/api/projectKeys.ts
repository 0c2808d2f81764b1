/** Which projects a list holds: active, archived or all. */
export type ProjectListOptions = {
  archived?: 'true' | 'false' | 'all';
};

/** Query keys of projects; task and note changes invalidate `all` (counts change). */
export const projectKeys = {
  all: ['projects'] as const,
  list: (options: ProjectListOptions) => ['projects', 'list', options] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
};
