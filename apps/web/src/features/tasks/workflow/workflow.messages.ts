import type { BoardStateType } from '../board/boardTypes';
import { localized } from '../../../platform/i18n';
import { workflowMessagesDe } from './workflow.messages.de';
import { workflowMessagesFr } from './workflow.messages.fr';

/** Texts of Settings > Workflow (statuses and labels of tasks; admins). */
export const workflowMessagesEn = {
  pageLabel: 'Workflow',
  states: {
    title: 'Statuses',
    description:
      'The columns of the task board, in order. Tasks in a Done or Canceled type of status count as completed.',
    listLabel: 'Statuses',
    nameLabel: (name: string) => `Name of ${name}`,
    colorLabel: (name: string) => `Colour of ${name}`,
    typeLabel: (name: string) => `Type of ${name}`,
    delete: (name: string) => `Delete ${name}`,
    newNameLabel: 'New status',
    newTypeLabel: 'Type',
    newColorLabel: 'Colour',
    add: 'Add status',
    loading: 'Loading statuses...',
    listName: 'the statuses',
    retry: 'Try again',
    saved: 'Status saved.',
    saveFailed: 'Could not save the status.',
    added: (name: string) => `Status "${name}" added.`,
    deleted: (name: string) => `Status "${name}" deleted.`,
    reorderFailed: 'Could not reorder the statuses.',
    deleteTitle: (name: string) => `Delete the status "${name}"?`,
    deleteText: 'Its tasks move to the status you choose here.',
    moveToLabel: 'Move its tasks to',
    deleteConfirm: 'Delete status',
    deleteFailed: 'Could not delete the status.',
    cancel: 'Cancel',
    types: {
      backlog: 'Backlog',
      unstarted: 'Unstarted',
      started: 'Started',
      done: 'Done',
      canceled: 'Canceled',
    } satisfies Record<BoardStateType, string>,
    drag: {
      handle: (name: string) => `Move ${name}`,
      instructions:
        'To move a status, press Space or Enter on its handle, use the arrow keys, then Space or Enter to drop it. Escape cancels.',
      picked: (name: string, position: number, count: number) =>
        `Picked up ${name}, position ${position} of ${count}.`,
      over: (name: string, position: number, count: number) =>
        `${name} is over position ${position} of ${count}.`,
      dropped: (name: string, position: number, count: number) =>
        `${name} dropped at position ${position} of ${count}.`,
      cancelled: (name: string) => `Moving ${name} was cancelled.`,
    },
  },
  labels: {
    title: 'Labels',
    description: 'Coloured labels members put on tasks, shared by the whole organization.',
    listLabel: 'Labels',
    empty: 'No labels yet.',
    nameLabel: (name: string) => `Name of ${name}`,
    colorLabel: (name: string) => `Colour of ${name}`,
    delete: (name: string) => `Delete ${name}`,
    newNameLabel: 'New label',
    newColorLabel: 'Colour',
    add: 'Add label',
    loading: 'Loading labels...',
    listName: 'the labels',
    retry: 'Try again',
    saved: 'Label saved.',
    saveFailed: 'Could not save the label.',
    added: (name: string) => `Label "${name}" added.`,
    deleteTitle: (name: string) => `Delete the label "${name}"?`,
    deleteText: 'It is taken off every task that has it.',
    deleteConfirm: 'Delete label',
    deleted: (name: string) => `Label "${name}" deleted.`,
    deleteFailed: 'Could not delete the label.',
  },
} as const;

export const workflowMessages = localized('workflow', {
  en: workflowMessagesEn,
  fr: workflowMessagesFr,
  de: workflowMessagesDe,
});
