import { TASK_ATTACHMENTS_MAX } from '@worksphere/contracts';
import { localized } from '../../../platform/i18n';
import { attachmentsMessagesDe } from './attachments.messages.de';
import { attachmentsMessagesFr } from './attachments.messages.fr';

/** Texts of a task's attachments (issue 25). */
export const attachmentsMessagesEn = {
  heading: 'Attachments',
  count: (total: number) => `${total} of ${TASK_ATTACHMENTS_MAX}`,
  attach: 'Attach files',
  chooseFiles: 'Choose files to attach',
  dropHere: 'Drop files to attach them to this task',
  dropHint: 'You can also drop files here.',
  loading: 'Loading attachments...',
  loadFailed: 'Could not load the attachments.',
  retry: 'Try again',
  emptyTitle: 'No attachments yet',
  emptyText: 'Attach screenshots, documents or anything else this task needs.',
  full: `This task holds the most attachments it can (${TASK_ATTACHMENTS_MAX}). Delete one to add another.`,
  tooManyChosen: (name: string) =>
    `Not attached: ${name}. A task can have at most ${TASK_ATTACHMENTS_MAX} attachments.`,
  uploading: (name: string) => `Uploading ${name}`,
  uploadFailed: (name: string, reason: string) => `${name}: ${reason}`,
  uploadError: 'The file could not be attached. Try again.',
  attached: (count: number) => (count === 1 ? 'File attached.' : `${count} files attached.`),
  dismiss: 'Dismiss',
  by: (name: string, when: string) => `${name} · ${when}`,
  unknownUploader: 'A former member',
  download: (name: string) => `Download ${name}`,
  preview: (name: string) => `Open ${name}`,
  delete: (name: string) => `Delete ${name}`,
  confirmTitle: 'Delete attachment?',
  confirmText: (name: string) => `"${name}" will be removed from this task for everyone.`,
  confirmDelete: 'Delete',
  deleted: 'Attachment deleted.',
  deleteFailed: 'The attachment could not be deleted.',
} as const;

export const attachmentsMessages = localized('attachments', {
  en: attachmentsMessagesEn,
  fr: attachmentsMessagesFr,
  de: attachmentsMessagesDe,
});
