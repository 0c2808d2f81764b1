import type { Translation } from '../../../platform/i18n';
import type { viewsMessagesEn } from './views.messages';

export const viewsMessagesDe: Translation<typeof viewsMessagesEn> = {
  menuLabel: 'Gespeicherte Ansichten',
  trigger: 'Ansichten',
  triggerWithName: (name) => `Ansicht: ${name}`,
  myViews: 'Meine Ansichten',
  sharedViews: 'Mit der Organisation geteilt',
  noViews: 'Noch keine gespeicherten Ansichten',
  loading: 'Ansichten werden geladen...',
  loadFailed: 'Die Ansichten konnten nicht geladen werden',
  saveCurrent: 'Aktuelle Ansicht speichern...',
  edit: (name) => `„${name}“ umbenennen oder teilen...`,
  delete: (name) => `„${name}“ löschen`,
  saveTitle: 'Ansicht speichern',
  editTitle: 'Ansicht bearbeiten',
  saveDescription:
    'Speichert die aktuellen Filter, die Gruppierung und das Layout unter einem Namen.',
  nameLabel: 'Name',
  shareLabel: 'Mit der Organisation teilen',
  save: 'Ansicht speichern',
  update: 'Änderungen speichern',
  saving: 'Wird gespeichert...',
  cancel: 'Abbrechen',
  saved: (name) => `Ansicht „${name}“ gespeichert`,
  saveFailed: 'Die Ansicht konnte nicht gespeichert werden.',
  deleteTitle: 'Ansicht löschen?',
  deleteText: (name, isShared) =>
    isShared
      ? `„${name}“ verschwindet für alle in der Organisation. Die Aufgaben bleiben unverändert.`
      : `„${name}“ verschwindet. Die Aufgaben bleiben unverändert.`,
  deleteConfirm: 'Ansicht löschen',
  deleted: (name) => `Ansicht „${name}“ gelöscht`,
  deleteFailed: 'Die Ansicht konnte nicht gelöscht werden.',
};
