import { PROJECT_MESSAGES } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { projectsMessagesDe } from './projects.messages.de';
import { projectsMessagesFr } from './projects.messages.fr';

/** Texts of the Projects screens. */
export const projectsMessagesEn = {
  list: {
    documentTitle: 'Projects · Worksphere',
    title: 'Projects',
    description: 'Group tasks and notes by what they are for, and see how far each project is.',
    showLabel: 'Show',
    showActive: 'Active projects',
    showArchived: 'Archived projects',
    showAll: 'All projects',
    loading: 'Loading projects...',
    /** {what} of "Failed to fetch {what}." (spec 1 §8). */
    listName: 'projects',
    retry: 'Try again',
    emptyTitle: 'No projects yet',
    emptyText: 'Create a project above, then file tasks and notes under it.',
    emptyArchived: 'No archived projects.',
    counts: (open: number, completed: number, notes: number) =>
      `${open} open · ${completed} completed · ${notes} ${notes === 1 ? 'note' : 'notes'}`,
    progressLabel: (name: string) => `Progress of ${name}`,
  },

  create: {
    title: 'New project',
    nameLabel: 'Project name',
    submit: 'Create Project',
    submitting: 'Creating...',
    created: 'Project created.',
    failed: 'Could not create the project.',
    nameRequired: PROJECT_MESSAGES.nameRequired,
  },

  actions: {
    rename: (name: string) => `Rename ${name}`,
    archive: (name: string) => `Archive ${name}`,
    restore: (name: string) => `Restore ${name}`,
    delete: (name: string) => `Delete ${name}`,
    archived: 'Project archived.',
    restored: 'Project restored.',
    updateFailed: 'Could not update the project.',
    renameTitle: 'Rename project',
    renameSubmit: 'Save',
    renameSaving: 'Saving...',
    renamed: 'Project renamed.',
    cancel: 'Cancel',
    deleteTitle: 'Delete this project?',
    deleteText: (name: string) =>
      `"${name}" will be deleted. Its tasks and notes stay, without a project.`,
    deleteConfirm: 'Delete project',
    deleted: 'Project deleted.',
    deleteFailed: 'Could not delete the project.',
    archivedBadge: 'Archived',
  },

  detail: {
    documentTitle: (name: string) => `${name} · Worksphere`,
    back: 'All projects',
    loading: 'Loading the project...',
    notFoundTitle: 'Project not found',
    notFoundText: 'It may have been deleted, or the link is mistyped.',
    loadFailed: 'Could not load the project.',
    retry: 'Try again',
    tasksTitle: 'Tasks',
    notesTitle: 'Notes',
    newTask: 'New Task',
    newNote: 'New Note',
    allTasks: 'See all its tasks',
    allNotes: 'See all its notes',
    noTasks: 'No tasks in this project yet.',
    noNotes: 'No notes in this project yet.',
  },
} as const;

export const projectsMessages = localized('projects', {
  en: projectsMessagesEn,
  fr: projectsMessagesFr,
  de: projectsMessagesDe,
});
