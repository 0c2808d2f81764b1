import type { BoardPriority } from './boardTypes';
import { localized } from '../../../platform/i18n';
import { boardMessagesDe } from './board.messages.de';
import { boardMessagesFr } from './board.messages.fr';

/** Texts of the task board (columns, cards, dragging, live moves). */
export const boardMessagesEn = {
  groupByLabel: 'Group by',
  groupings: {
    state: 'Status',
    assignee: 'Assignee',
    project: 'Project',
    priority: 'Priority',
  },
  priorities: {
    urgent: 'Urgent',
    high: 'High',
    medium: 'Medium',
    low: 'Low',
    none: 'No priority',
  } satisfies Record<BoardPriority, string>,
  columnCount: (shown: number, total: number) =>
    shown === total ? String(total) : `${shown} of ${total}`,
  columnCountLabel: (shown: number, total: number) =>
    shown === total ? `${total} tasks` : `${shown} of ${total} tasks shown`,
  columnEmpty: 'No tasks here. Drop one to move it.',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  loadMoreFailed: 'Could not load more tasks. Try again.',
  loading: 'Loading the board...',
  loadFailed: 'the board',
  retry: 'Try again',
  dragHandle: (title: string) => `Move ${title}`,
  subTasks: (completed: number, total: number) => `${completed}/${total}`,
  subTasksLabel: (completed: number, total: number) =>
    `${completed} of ${total} sub-tasks completed`,
  priorityLabel: (priority: string) => `Priority: ${priority}`,
  moveFailed: (title: string, reason: string) =>
    `Could not move "${title}"; it is back where it was.${reason ? ` ${reason}` : ''}`,
  drag: {
    instructions:
      'To pick up a task, press Space or Enter. Use the arrow keys to move it between ' +
      'columns and up or down a column. Press Space or Enter again to drop it, or Escape to cancel.',
    picked: (title: string, column: string) => `Picked up ${title} in ${column}.`,
    over: (title: string, column: string, position: number, count: number) =>
      `${title} is over ${column}, position ${position} of ${count}.`,
    dropped: (title: string, column: string, position: number) =>
      `${title} dropped in ${column} at position ${position}.`,
    cancelled: (title: string) => `Moving ${title} was cancelled.`,
  },
} as const;

export const boardMessages = localized('board', {
  en: boardMessagesEn,
  fr: boardMessagesFr,
  de: boardMessagesDe,
});
