import type { Translation } from '../../platform/i18n';
import type { notesMessagesEn } from './notes.messages';

export const notesMessagesDe: Translation<typeof notesMessagesEn> = {
  dialog: {
    createTitle: 'Neue Notiz erstellen',
    editTitle: 'Notiz bearbeiten',
    titleLabel: 'Titel',
    contentLabel: 'Inhalt',
    contentHint: 'Schreiben Sie Ihre Notiz',
    categoryLabel: 'Kategorie',
    categoryHint: 'Wählen Sie eine Kategorie oder geben Sie einen neuen Namen ein.',
    projectLabel: 'Projekt',
    noProject: 'Kein Projekt',
    shareLabel: 'Mit der Organisation teilen',
    titleRequired: 'Der Titel ist erforderlich.',
    creating: 'Wird erstellt...',
    created: 'Notiz erfolgreich erstellt!',
    createFailed: 'Die Notiz konnte nicht erstellt werden.',
    createError: 'Beim Erstellen der Notiz ist ein Fehler aufgetreten.',

    cancel: 'Abbrechen',
    create: 'Notiz erstellen',
    save: 'Notiz speichern',
    saving: 'Wird gespeichert...',
    updated: 'Notiz aktualisiert.',
    updateFailed: 'Die Notiz konnte nicht aktualisiert werden.',
    updateError: 'Beim Aktualisieren der Notiz ist ein Fehler aufgetreten.',
  },

  listNames: {
    notes: 'Notizen',
    projects: 'Projekte',
  },

  screen: {
    documentTitle: 'Notizen · Worksphere',
    title: 'Notizen',
    description: 'Ihre Notizen und die, die Ihre Kollegen mit der Organisation teilen.',
    newNote: 'Neue Notiz',
    searchLabel: 'Notizen durchsuchen',
    categoryFilterLabel: 'Kategorie',
    projectFilterLabel: 'Projekt',
    scopeFilterLabel: 'Anzeigen',
    allCategories: 'Alle Kategorien',
    noCategory: 'Keine Kategorie',
    allProjects: 'Alle Projekte',
    noProject: 'Kein Projekt',
    scopeAll: 'Alle Notizen',
    scopeMine: 'Von mir geschrieben',
    scopeShared: 'Mit der Organisation geteilt',
    clearFilters: 'Filter zurücksetzen',
    loading: 'Notizen werden geladen...',
    retry: 'Erneut versuchen',
    loadMore: 'Mehr laden',
    loadingMore: 'Wird geladen...',
    emptyTitle: 'Noch keine Notizen',
    emptyText:
      'Halten Sie Entscheidungen, Ideen und Besprechungsnotizen fest; teilen Sie sie mit allen oder behalten Sie sie für sich.',
    noMatchesTitle: 'Keine passenden Notizen',
    noMatchesText: 'Versuchen Sie andere Filter oder eine andere Suche.',
    filtersButton: 'Filter',
    filtersButtonCount: (count) => `Filter (${count} aktiv)`,
    filtersSheetTitle: 'Filter',
    filtersDone: 'Notizen anzeigen',
  },

  card: {
    shared: 'Geteilt',
    private: 'Privat',
    byAuthor: (name) => `von ${name}`,
    updatedOn: (date) => `Aktualisiert am ${date}`,
    open: (title) => `„${title}“ lesen`,
    empty: 'Kein Inhalt.',
  },

  reader: {
    edit: 'Bearbeiten',
    delete: 'Löschen',
    close: 'Schließen',
    sharedNotice: 'Mit Ihrer Organisation geteilt.',
    privateNotice: 'Nur Sie können diese Notiz sehen.',
    deleteTitle: 'Diese Notiz löschen?',
    deleteText: (title) =>
      `„${title}“ wird endgültig gelöscht, für Sie und alle, mit denen sie geteilt ist.`,
    deleteConfirm: 'Notiz löschen',
    deleted: 'Notiz gelöscht.',
    deleteFailed: 'Die Notiz konnte nicht gelöscht werden.',
    loading: 'Notiz wird geladen...',
    categoryOf: (name) => `Kategorie: ${name}`,
    projectOf: (name) => `Projekt: ${name}`,
    loadFailed:
      'Diese Notiz konnte nicht geladen werden. Sie wurde möglicherweise gelöscht oder wird nicht mehr geteilt.',
  },

  collab: {
    inNote: 'In dieser Notiz',
    saved: 'Alle Änderungen gespeichert',
    saving: 'Wird gespeichert…',
    offline: 'Offline: Ihre Änderungen werden beim erneuten Verbinden zusammengeführt',
    connecting: 'Verbindung wird hergestellt…',
  },
};
