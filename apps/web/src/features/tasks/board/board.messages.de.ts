import { plural, type Translation } from '../../../platform/i18n';
import type { boardMessagesEn } from './board.messages';

export const boardMessagesDe: Translation<typeof boardMessagesEn> = {
  groupByLabel: 'Gruppieren nach',
  groupings: {
    state: 'Status',
    assignee: 'Zuständig',
    project: 'Projekt',
    priority: 'Priorität',
  },
  priorities: {
    urgent: 'Dringend',
    high: 'Hoch',
    medium: 'Mittel',
    low: 'Niedrig',
    none: 'Keine Priorität',
  },
  columnCount: (shown, total) => (shown === total ? String(total) : `${shown} von ${total}`),
  columnCountLabel: (shown, total) =>
    shown === total
      ? plural(total, { one: '# Aufgabe', other: '# Aufgaben' })
      : `${shown} von ${total} Aufgaben angezeigt`,
  columnEmpty: 'Hier sind keine Aufgaben. Legen Sie eine hier ab, um sie zu verschieben.',
  loadMore: 'Mehr laden',
  loadingMore: 'Wird geladen...',
  loadMoreFailed: 'Weitere Aufgaben konnten nicht geladen werden. Versuchen Sie es erneut.',
  loading: 'Board wird geladen...',
  loadFailed: 'das Board',
  retry: 'Erneut versuchen',
  dragHandle: (title) => `${title} verschieben`,
  subTasks: (completed, total) => `${completed}/${total}`,
  subTasksLabel: (completed, total) => `${completed} von ${total} Unteraufgaben erledigt`,
  priorityLabel: (priority) => `Priorität: ${priority}`,
  moveFailed: (title, reason) =>
    `„${title}“ konnte nicht verschoben werden; sie ist wieder an ihrem Platz.${reason ? ` ${reason}` : ''}`,
  drag: {
    instructions:
      'Um eine Aufgabe aufzunehmen, drücken Sie die Leertaste oder Eingabe. Verschieben Sie sie mit den Pfeiltasten zwischen ' +
      'den Spalten und innerhalb einer Spalte. Drücken Sie erneut die Leertaste oder Eingabe, um sie abzulegen, oder Escape zum Abbrechen.',
    picked: (title, column) => `${title} in ${column} aufgenommen.`,
    over: (title, column, position, count) =>
      `${title} ist über ${column}, Position ${position} von ${count}.`,
    dropped: (title, column, position) => `${title} in ${column} an Position ${position} abgelegt.`,
    cancelled: (title) => `Das Verschieben von ${title} wurde abgebrochen.`,
  },
};
