import { plural, type Translation } from '../../platform/i18n';
import type { projectsMessagesEn } from './projects.messages';

export const projectsMessagesDe: Translation<typeof projectsMessagesEn> = {
  list: {
    documentTitle: 'Projekte · Worksphere',
    title: 'Projekte',
    description:
      'Bündeln Sie Aufgaben und Notizen nach ihrem Zweck und sehen Sie, wie weit jedes Projekt ist.',
    showLabel: 'Anzeigen',
    showActive: 'Aktive Projekte',
    showArchived: 'Archivierte Projekte',
    showAll: 'Alle Projekte',
    loading: 'Projekte werden geladen...',
    listName: 'Projekte',
    retry: 'Erneut versuchen',
    emptyTitle: 'Noch keine Projekte',
    emptyText: 'Legen Sie oben ein Projekt an und ordnen Sie ihm dann Aufgaben und Notizen zu.',
    emptyArchived: 'Keine archivierten Projekte.',
    counts: (open, completed, notes) =>
      `${open} offen · ${completed} erledigt · ${plural(notes, { one: '# Notiz', other: '# Notizen' })}`,
    progressLabel: (name) => `Fortschritt von ${name}`,
  },

  create: {
    title: 'Neues Projekt',
    nameLabel: 'Projektname',
    submit: 'Projekt erstellen',
    submitting: 'Wird erstellt...',
    created: 'Projekt erstellt.',
    failed: 'Das Projekt konnte nicht erstellt werden.',
    nameRequired: 'Der Projektname darf nicht leer sein.',
  },

  actions: {
    rename: (name) => `${name} umbenennen`,
    archive: (name) => `${name} archivieren`,
    restore: (name) => `${name} wiederherstellen`,
    delete: (name) => `${name} löschen`,
    archived: 'Projekt archiviert.',
    restored: 'Projekt wiederhergestellt.',
    updateFailed: 'Das Projekt konnte nicht aktualisiert werden.',
    renameTitle: 'Projekt umbenennen',
    renameSubmit: 'Speichern',
    renameSaving: 'Wird gespeichert...',
    renamed: 'Projekt umbenannt.',
    cancel: 'Abbrechen',
    deleteTitle: 'Dieses Projekt löschen?',
    deleteText: (name) =>
      `„${name}“ wird gelöscht. Seine Aufgaben und Notizen bleiben erhalten, ohne Projekt.`,
    deleteConfirm: 'Projekt löschen',
    deleted: 'Projekt gelöscht.',
    deleteFailed: 'Das Projekt konnte nicht gelöscht werden.',
    archivedBadge: 'Archiviert',
  },

  detail: {
    documentTitle: (name) => `${name} · Worksphere`,
    back: 'Alle Projekte',
    loading: 'Projekt wird geladen...',
    notFoundTitle: 'Projekt nicht gefunden',
    notFoundText: 'Es wurde möglicherweise gelöscht, oder der Link ist falsch geschrieben.',
    loadFailed: 'Das Projekt konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    tasksTitle: 'Aufgaben',
    notesTitle: 'Notizen',
    newTask: 'Neue Aufgabe',
    newNote: 'Neue Notiz',
    allTasks: 'Alle Aufgaben ansehen',
    allNotes: 'Alle Notizen ansehen',
    noTasks: 'Noch keine Aufgaben in diesem Projekt.',
    noNotes: 'Noch keine Notizen in diesem Projekt.',
  },
};
