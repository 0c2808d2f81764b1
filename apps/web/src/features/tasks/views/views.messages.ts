import { localized } from '../../../platform/i18n';
import { viewsMessagesDe } from './views.messages.de';
import { viewsMessagesFr } from './views.messages.fr';

/** Texts of saved views on the tasks screen. */
export const viewsMessagesEn = {
  menuLabel: 'Saved views',
  trigger: 'Views',
  triggerWithName: (name: string) => `View: ${name}`,
  myViews: 'My views',
  sharedViews: 'Shared with the organization',
  noViews: 'No saved views yet',
  loading: 'Loading views...',
  loadFailed: 'Could not load the views',
  saveCurrent: 'Save current view...',
  edit: (name: string) => `Rename or share "${name}"...`,
  delete: (name: string) => `Delete "${name}"`,
  saveTitle: 'Save view',
  editTitle: 'Edit view',
  saveDescription: 'Saves the current filters, grouping and layout under a name.',
  nameLabel: 'Name',
  shareLabel: 'Share with the organization',
  save: 'Save view',
  update: 'Save changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: (name: string) => `View "${name}" saved`,
  saveFailed: 'Could not save the view.',
  deleteTitle: 'Delete view?',
  deleteText: (name: string, isShared: boolean) =>
    isShared
      ? `"${name}" will be gone for everyone in the organization. Tasks are not changed.`
      : `"${name}" will be gone. Tasks are not changed.`,
  deleteConfirm: 'Delete view',
  deleted: (name: string) => `View "${name}" deleted`,
  deleteFailed: 'Could not delete the view.',
} as const;

export const viewsMessages = localized('views', {
  en: viewsMessagesEn,
  fr: viewsMessagesFr,
  de: viewsMessagesDe,
});
