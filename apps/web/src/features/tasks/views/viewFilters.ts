import type { TaskViewFilters } from '@worksphere/contracts';

/** Address parameters a view keeps, spelled as the tasks screen's address spells them. */
const TEXT_KEYS = [
  'q',
  'project',
  'category',
  'assignee',
  'state',
  'priority',
  'label',
  'sort',
] as const;
const STATUSES = ['open', 'completed', 'all'] as const;
const GROUPINGS = ['state', 'assignee', 'project', 'priority'] as const;

/** The tasks screen's address value of the board layout (`view=`). */
export const BOARD_VIEW_PARAM = 'status';

/** What the current address shows, as a view saves it. */
export function filtersFromSearch(search: URLSearchParams): TaskViewFilters {
  const filters: TaskViewFilters = {
    layout: (search.get('view') ?? 'list') === 'list' ? 'list' : 'board',
  };
  for (const key of TEXT_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const status = search.get('status');
  if (status && (STATUSES as readonly string[]).includes(status) && status !== 'open') {
    filters.status = status as TaskViewFilters['status'];
  }
  const group = search.get('group');
  if (group && (GROUPINGS as readonly string[]).includes(group)) {
    filters.groupBy = group as TaskViewFilters['groupBy'];
  }
  return filters;
}

/**
 * The address of a view: its filters only, so opening it replaces whatever filters were set.
 * Defaults (open tasks, the list) are left out, as the screen leaves them out.
 */
export function searchFromFilters(filters: TaskViewFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.status && filters.status !== 'open') search.set('status', filters.status);
  if (filters.layout === 'board') search.set('view', BOARD_VIEW_PARAM);
  if (filters.groupBy) search.set('group', filters.groupBy);
  return search;
}

/** Does the address show exactly this view (so the menu can name it)? */
export function isSameView(a: TaskViewFilters, b: TaskViewFilters): boolean {
  return searchFromFilters(a).toString() === searchFromFilters(b).toString();
}
