import { NOTE_MESSAGES } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { notesMessagesDe } from './notes.messages.de';
import { notesMessagesFr } from './notes.messages.fr';

/** Texts of the note dialog (spec 1 §2.5, §4, §5, §8) and the Notes screen. */
export const notesMessagesEn = {
  dialog: {
    createTitle: 'Create New Note',
    editTitle: 'Edit Note',
    titleLabel: 'Title',
    contentLabel: 'Content',
    contentHint: 'Write your note',
    categoryLabel: 'Category',
    categoryHint: 'Pick a category or type a new name.',
    projectLabel: 'Project',
    noProject: 'No project',
    // Spec 1 §2.5, §4, §5 and §8, to the letter.
    shareLabel: 'Share with Organization',
    titleRequired: NOTE_MESSAGES.titleRequired,
    creating: 'Creating...',
    created: 'Note created successfully!',
    createFailed: 'Failed to create note.',
    createError: 'An error occurred while creating the note.',

    cancel: 'Cancel',
    create: 'Create Note',
    save: 'Save Note',
    saving: 'Saving...',
    updated: 'Note updated.',
    updateFailed: 'Failed to update note.',
    updateError: 'An error occurred while updating the note.',
  },

  /** {what} of "Failed to fetch {what}." (spec 1 §8). */
  listNames: {
    notes: 'notes',
    projects: 'projects',
  },

  screen: {
    documentTitle: 'Notes · Worksphere',
    title: 'Notes',
    description: 'Your notes, and the ones your colleagues share with the organization.',
    newNote: 'New Note',
    searchLabel: 'Search notes',
    categoryFilterLabel: 'Category',
    projectFilterLabel: 'Project',
    scopeFilterLabel: 'Show',
    allCategories: 'All categories',
    noCategory: 'No category',
    allProjects: 'All projects',
    noProject: 'No project',
    scopeAll: 'All notes',
    scopeMine: 'Written by me',
    scopeShared: 'Shared with the organization',
    clearFilters: 'Clear filters',
    loading: 'Loading notes...',
    retry: 'Try again',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    emptyTitle: 'No notes yet',
    emptyText:
      'Write down decisions, ideas and meeting notes; share them with everyone or keep them to yourself.',
    noMatchesTitle: 'No notes match',
    noMatchesText: 'Try other filters or another search.',
    filtersButton: 'Filters',
    filtersButtonCount: (count: number) => `Filters (${count} active)`,
    filtersSheetTitle: 'Filters',
    filtersDone: 'Show notes',
  },

  card: {
    shared: 'Shared',
    private: 'Private',
    byAuthor: (name: string) => `by ${name}`,
    updatedOn: (date: string) => `Updated ${date}`,
    open: (title: string) => `Read "${title}"`,
    empty: 'No content.',
  },

  reader: {
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    sharedNotice: 'Shared with your organization.',
    privateNotice: 'Only you can see this note.',
    deleteTitle: 'Delete this note?',
    deleteText: (title: string) =>
      `"${title}" will be deleted for good, for you and everyone it is shared with.`,
    deleteConfirm: 'Delete note',
    deleted: 'Note deleted.',
    deleteFailed: 'Could not delete the note.',
    loading: 'Loading the note...',
    categoryOf: (name: string) => `Category: ${name}`,
    projectOf: (name: string) => `Project: ${name}`,
    loadFailed: 'This note could not be loaded. It may have been deleted or is no longer shared.',
  },

  /** The note's text written together (several members at once). */
  collab: {
    inNote: 'In this note',
    saved: 'All changes saved',
    saving: 'Saving…',
    offline: 'Offline: your changes will merge when you reconnect',
    connecting: 'Connecting…',
  },
} as const;

export const notesMessages = localized('notes', {
  en: notesMessagesEn,
  fr: notesMessagesFr,
  de: notesMessagesDe,
});
