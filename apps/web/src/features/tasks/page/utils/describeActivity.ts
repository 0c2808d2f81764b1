import type { TaskActivityItem } from '../pageTypes';

/** Names of the history's fields (as taskActivity.ts names them). */
const FIELD_LABELS: Record<string, string> = {
  created: 'Created',
  title: 'Title',
  state: 'Status',
  completed: 'Completed',
  assignees: 'Assignees',
  startDate: 'Start date',
  dueDate: 'Due date',
  priority: 'Priority',
  labels: 'Labels',
  project: 'Project',
  parent: 'Parent task',
  estimate: 'Estimate',
};

const DATE_FIELDS = new Set(['startDate', 'dueDate']);

/**
 * One history entry as a sentence after the actor's name: "changed Status from To do to In
 * progress", "set Due date to 3 Mar 2027, 09:00", "cleared Labels (Bug)", "created the task".
 * Dates arrive as ISO instants and are shown with the viewer's formatter.
 */
export function describeActivity(
  entry: Pick<TaskActivityItem, 'field' | 'from' | 'to'>,
  formatDateTime: (iso: string) => string,
): string {
  if (entry.field === 'created') return 'created the task';
  const field = FIELD_LABELS[entry.field] ?? entry.field;
  const show = (value: string) => (DATE_FIELDS.has(entry.field) ? formatDateTime(value) : value);
  if (entry.from === null && entry.to === null) return `changed ${field}`;
  if (entry.from === null) return `set ${field} to ${show(entry.to as string)}`;
  if (entry.to === null) return `cleared ${field} (was ${show(entry.from)})`;
  return `changed ${field} from ${show(entry.from)} to ${show(entry.to)}`;
}
