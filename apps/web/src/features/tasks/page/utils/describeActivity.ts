import { TASK_ACTIVITY_FIELD_LABELS } from '@worksphere/contracts';
import type { TaskActivityItem } from '../pageTypes';
import { taskPageMessages } from '../taskPage.messages';

const messages = taskPageMessages.activity;

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
  if (entry.field === 'created') return messages.created;
  const field = TASK_ACTIVITY_FIELD_LABELS[entry.field];
  const show = (value: string) => (DATE_FIELDS.has(entry.field) ? formatDateTime(value) : value);
  if (entry.from === null && entry.to === null) return messages.changed(field);
  if (entry.from === null) return messages.set(field, show(entry.to as string));
  if (entry.to === null) return messages.cleared(field, show(entry.from));
  return messages.changedFromTo(field, show(entry.from), show(entry.to));
}
