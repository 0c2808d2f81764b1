import { plural, type Translation } from '../../platform/i18n';
import type { projectsMessagesEn } from './projects.messages';

export const projectsMessagesFr: Translation<typeof projectsMessagesEn> = {
  list: {
    documentTitle: 'Projets · Worksphere',
    title: 'Projets',
    description: 'Regroupez tâches et notes selon leur objet, et voyez où en est chaque projet.',
    showLabel: 'Afficher',
    showActive: 'Projets actifs',
    showArchived: 'Projets archivés',
    showAll: 'Tous les projets',
    loading: 'Chargement des projets...',
    listName: 'les projets',
    retry: 'Réessayer',
    emptyTitle: 'Aucun projet pour l\u2019instant',
    emptyText: 'Créez un projet ci-dessus, puis rangez-y des tâches et des notes.',
    emptyArchived: 'Aucun projet archivé.',
    counts: (open, completed, notes) =>
      `${plural(open, { one: '# en cours', other: '# en cours' })} · ${plural(completed, {
        one: '# terminée',
        other: '# terminées',
      })} · ${plural(notes, { one: '# note', other: '# notes' })}`,
    progressLabel: (name) => `Avancement de ${name}`,
  },

  create: {
    title: 'Nouveau projet',
    nameLabel: 'Nom du projet',
    submit: 'Créer le projet',
    submitting: 'Création...',
    created: 'Projet créé.',
    failed: 'Impossible de créer le projet.',
    nameRequired: 'Le nom du projet ne peut pas être vide.',
  },

  actions: {
    rename: (name) => `Renommer ${name}`,
    archive: (name) => `Archiver ${name}`,
    restore: (name) => `Restaurer ${name}`,
    delete: (name) => `Supprimer ${name}`,
    archived: 'Projet archivé.',
    restored: 'Projet restauré.',
    updateFailed: 'Impossible de mettre à jour le projet.',
    renameTitle: 'Renommer le projet',
    renameSubmit: 'Enregistrer',
    renameSaving: 'Enregistrement...',
    renamed: 'Projet renommé.',
    cancel: 'Annuler',
    deleteTitle: 'Supprimer ce projet ?',
    deleteText: (name) =>
      `« ${name} » sera supprimé. Ses tâches et ses notes sont conservées, sans projet.`,
    deleteConfirm: 'Supprimer le projet',
    deleted: 'Projet supprimé.',
    deleteFailed: 'Impossible de supprimer le projet.',
    archivedBadge: 'Archivé',
  },

  detail: {
    documentTitle: (name) => `${name} · Worksphere`,
    back: 'Tous les projets',
    loading: 'Chargement du projet...',
    notFoundTitle: 'Projet introuvable',
    notFoundText: 'Il a peut-être été supprimé, ou le lien est mal saisi.',
    loadFailed: 'Impossible de charger le projet.',
    retry: 'Réessayer',
    tasksTitle: 'Tâches',
    notesTitle: 'Notes',
    newTask: 'Nouvelle tâche',
    newNote: 'Nouvelle note',
    allTasks: 'Voir toutes ses tâches',
    allNotes: 'Voir toutes ses notes',
    noTasks: 'Aucune tâche dans ce projet pour l\u2019instant.',
    noNotes: 'Aucune note dans ce projet pour l\u2019instant.',
  },
};
