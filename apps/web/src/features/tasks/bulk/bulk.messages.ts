import type { BoardPriority } from '../board/boardTypes';
import { localized } from '../../../platform/i18n';
import { bulkMessagesDe } from './bulk.messages.de';
import { bulkMessagesFr } from './bulk.messages.fr';

const tasks = (count: number) => (count === 1 ? '1 task' : `${count} tasks`);

/** Texts of picking several tasks and changing them at once. */
export const bulkMessagesEn = {
  barLabel: 'Selected tasks',
  select: 'Select',
  doneSelecting: 'Done',
  selectTask: (title: string) => `Select ${title}`,
  selectedCount: (count: number) => `${tasks(count)} selected`,
  clearSelection: 'Clear selection',
  state: 'State',
  assignee: 'Assignee',
  priority: 'Priority',
  labels: 'Labels',
  project: 'Project',
  dueDate: 'Due date',
  delete: 'Delete',
  setState: 'Set state',
  setAssignee: 'Set assignee',
  setPriority: 'Set priority',
  setLabels: 'Set labels',
  setProject: 'Set project',
  setDueDate: 'Set due date',
  unassigned: 'No assignee',
  noProject: 'No project',
  noLabels: 'No labels yet. Add them in Settings, Workflow.',
  applyLabels: 'Apply labels',
  applyDueDate: 'Apply',
  clearDueDate: 'Remove due date',
  loadingChoices: 'Loading...',
  choicesFailed: 'Could not load the choices. Try again.',
  priorities: {
    none: 'No priority',
    urgent: 'Urgent',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
  } satisfies Record<BoardPriority, string>,
  updated: (count: number) => `${tasks(count)} updated`,
  deleted: (count: number) => `${tasks(count)} deleted`,
  restored: (count: number) => `${tasks(count)} restored`,
  undo: 'Undo',
  undoLabel: (what: string) => `Undo: ${what}`,
  updateFailed: 'Could not change the tasks.',
  undoFailed: 'Could not undo the change.',
  deleteFailed: 'Could not delete the tasks; they are back.',
} as const;

export const bulkMessages = localized('bulk', {
  en: bulkMessagesEn,
  fr: bulkMessagesFr,
  de: bulkMessagesDe,
});
