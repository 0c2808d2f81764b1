import { TASK_MESSAGES } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { tasksMessagesDe } from './tasks.messages.de';
import { tasksMessagesFr } from './tasks.messages.fr';

/** Texts of the task dialog (spec 1 §2.4, §4, §5, §8) and the Tasks screen. */
export const tasksMessagesEn = {
  dialog: {
    // Spec 1 §2.4, to the letter.
    createTitle: 'Create New Task',
    editTitle: 'Edit Task',
    dependsOnLabel: 'Depends On',
    markCompleted: 'Mark as Completed',
    cancel: 'Cancel',
    create: 'Create Task',
    update: 'Update Task',
    saving: 'Saving...',
    // Spec 1 §5 and §8, to the letter.
    titleRequired: TASK_MESSAGES.titleRequired,
    created: 'Task created!',
    updated: 'Task updated!',
    saveFailed: 'Failed to save task.',
    unknownError: 'An unknown error occurred.',
    networkError: 'A network error occurred while saving the task.',

    titleLabel: 'Title',
    descriptionLabel: 'Description',
    descriptionHint: 'Add details, steps or links',
    assigneesLabel: 'Assignees',
    projectLabel: 'Project',
    noProject: 'No project',
    archivedProject: (name: string) => `${name} (archived)`,
    startDateLabel: 'Start date',
    dueDateLabel: 'Due date',
    categoryLabel: 'Category',
    noCategory: 'No category',
    addCategory: 'Add category',
    noDependency: 'No dependency',
    completedDependency: (title: string) => `${title} (completed)`,
    keyboardHint: 'Shift+Enter saves the task.',
  },

  assignees: {
    // Spec 1 §2.4, to the letter.
    noMatches: 'No matching users.',
    suggestionsLabel: 'Matching users',
    remove: (name: string) => `Remove ${name}`,
    loading: 'Loading users...',
  },

  /** {what} of "Failed to fetch {what}." (spec 1 §8). */
  listNames: {
    tasks: 'tasks',
    projects: 'projects',
    users: 'users',
  },

  screen: {
    documentTitle: 'Tasks · Worksphere',
    title: 'Tasks',
    description: 'Everything your organization is working on, who does it and by when.',
    newTask: 'New Task',
    searchLabel: 'Search tasks',
    projectFilterLabel: 'Project',
    categoryFilterLabel: 'Category',
    assigneeFilterLabel: 'Assignee',
    statusFilterLabel: 'Status',
    sortLabel: 'Sort by',
    allProjects: 'All projects',
    noProject: 'No project',
    allCategories: 'All categories',
    noCategory: 'No category',
    anyone: 'Anyone',
    me: 'Me',
    statusOpen: 'Open',
    statusCompleted: 'Completed',
    statusAll: 'All',
    sortDueDate: 'Due date',
    sortNewest: 'Newest first',
    viewLabel: 'View',
    viewList: 'List',
    viewBoardStatus: 'Board by status',
    viewBoardProject: 'Board by project',
    clearFilters: 'Clear filters',
    loading: 'Loading tasks...',
    retry: 'Try again',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    shownOf: (shown: number, total: string) => `${shown} of ${total} tasks`,
    emptyTitle: 'No tasks yet',
    emptyText: 'Create the first task of your organization and assign it to someone.',
    noMatchesTitle: 'No tasks match',
    noMatchesText: 'Try other filters or another search.',
    noOpenTitle: 'No open tasks',
    noOpenText: 'Everything is done. Show the completed tasks, or create a new one.',
    showCompleted: 'Show completed',
    filtersButton: 'Filters',
    filtersButtonCount: (count: number) => `Filters (${count} active)`,
    filtersSheetTitle: 'Filters',
    filtersDone: 'Show tasks',
    columnOpen: 'Open',
    columnCompleted: 'Completed',
    columnNoProject: 'No project',
    columnProject: 'Project',
    columnEmpty: 'Nothing here.',
  },

  row: {
    markCompleted: (title: string) => `Mark "${title}" as completed`,
    markOpen: (title: string) => `Mark "${title}" as open`,
    edit: (title: string) => `Edit "${title}"`,
    delete: (title: string) => `Delete "${title}"`,
    overdue: 'Overdue',
    due: (date: string) => `Due ${date}`,
    waitingOn: (title: string) => `Waiting on ${title}`,
    assignedTo: (names: string) => `Assigned to ${names}`,
    completedToast: 'Task completed.',
    undo: 'Undo',
    reopenedToast: 'Task reopened.',
    toggleFailed: 'Could not update the task.',
    deleteTitle: 'Delete this task?',
    deleteText: (title: string) =>
      `"${title}" will be deleted for everyone. Tasks that depend on it lose that dependency.`,
    deleteConfirm: 'Delete task',
    deleted: 'Task deleted.',
    deleteFailed: 'Could not delete the task.',
  },
} as const;

export const tasksMessages = localized('tasks', {
  en: tasksMessagesEn,
  fr: tasksMessagesFr,
  de: tasksMessagesDe,
});
