import { TASK_ATTACHMENTS_MAX } from '@worksphere/contracts';
import { plural, type Translation } from '../../../platform/i18n';
import type { attachmentsMessagesEn } from './attachments.messages';

export const attachmentsMessagesDe: Translation<typeof attachmentsMessagesEn> = {
  heading: 'Anhänge',
  count: (total) => `${total} von ${TASK_ATTACHMENTS_MAX}`,
  attach: 'Dateien anhängen',
  chooseFiles: 'Dateien zum Anhängen auswählen',
  dropHere: 'Dateien hier ablegen, um sie an diese Aufgabe anzuhängen',
  dropHint: 'Sie können Dateien auch hier ablegen.',
  loading: 'Anhänge werden geladen...',
  loadFailed: 'Die Anhänge konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  emptyTitle: 'Noch keine Anhänge',
  emptyText: 'Hängen Sie Screenshots, Dokumente oder alles andere an, was diese Aufgabe braucht.',
  full: `Diese Aufgabe hat die höchstmögliche Zahl an Anhängen (${TASK_ATTACHMENTS_MAX}). Löschen Sie einen, um einen weiteren hinzuzufügen.`,
  tooManyChosen: (name) =>
    `Nicht angehängt: ${name}. Eine Aufgabe kann höchstens ${TASK_ATTACHMENTS_MAX} Anhänge haben.`,
  uploading: (name) => `${name} wird hochgeladen`,
  uploadFailed: (name, reason) => `${name}: ${reason}`,
  uploadError: 'Die Datei konnte nicht angehängt werden. Versuchen Sie es erneut.',
  attached: (count) => plural(count, { one: 'Datei angehängt.', other: '# Dateien angehängt.' }),
  dismiss: 'Schließen',
  by: (name, when) => `${name} · ${when}`,
  unknownUploader: 'Ein ehemaliges Mitglied',
  download: (name) => `${name} herunterladen`,
  preview: (name) => `${name} öffnen`,
  delete: (name) => `${name} löschen`,
  confirmTitle: 'Anhang löschen?',
  confirmText: (name) => `„${name}“ wird für alle aus dieser Aufgabe entfernt.`,
  confirmDelete: 'Löschen',
  deleted: 'Anhang gelöscht.',
  deleteFailed: 'Der Anhang konnte nicht gelöscht werden.',
};
