import { plural, type Translation } from '../../platform/i18n';
import type { notesMessagesEn } from './notes.messages';

export const notesMessagesFr: Translation<typeof notesMessagesEn> = {
  dialog: {
    createTitle: 'Créer une note',
    editTitle: 'Modifier la note',
    titleLabel: 'Titre',
    contentLabel: 'Contenu',
    contentHint: 'Rédigez votre note',
    categoryLabel: 'Catégorie',
    categoryHint: 'Choisissez une catégorie ou saisissez un nouveau nom.',
    projectLabel: 'Projet',
    noProject: 'Aucun projet',
    shareLabel: 'Partager avec l\u2019organisation',
    titleRequired: 'Le titre est obligatoire.',
    creating: 'Création...',
    created: 'Note créée avec succès !',
    createFailed: 'Impossible de créer la note.',
    createError: 'Une erreur s\u2019est produite lors de la création de la note.',

    cancel: 'Annuler',
    create: 'Créer la note',
    save: 'Enregistrer la note',
    saving: 'Enregistrement...',
    updated: 'Note mise à jour.',
    updateFailed: 'Impossible de mettre à jour la note.',
    updateError: 'Une erreur s\u2019est produite lors de la mise à jour de la note.',
  },

  listNames: {
    notes: 'les notes',
    projects: 'les projets',
  },

  screen: {
    documentTitle: 'Notes · Worksphere',
    title: 'Notes',
    description: 'Vos notes, et celles que vos collègues partagent avec l\u2019organisation.',
    newNote: 'Nouvelle note',
    searchLabel: 'Rechercher des notes',
    categoryFilterLabel: 'Catégorie',
    projectFilterLabel: 'Projet',
    scopeFilterLabel: 'Afficher',
    allCategories: 'Toutes les catégories',
    noCategory: 'Aucune catégorie',
    allProjects: 'Tous les projets',
    noProject: 'Aucun projet',
    scopeAll: 'Toutes les notes',
    scopeMine: 'Écrites par moi',
    scopeShared: 'Partagées avec l\u2019organisation',
    clearFilters: 'Effacer les filtres',
    loading: 'Chargement des notes...',
    retry: 'Réessayer',
    loadMore: 'Charger plus',
    loadingMore: 'Chargement...',
    emptyTitle: 'Aucune note pour l\u2019instant',
    emptyText:
      'Notez décisions, idées et comptes rendus de réunion ; partagez-les avec tout le monde ou gardez-les pour vous.',
    noMatchesTitle: 'Aucune note ne correspond',
    noMatchesText: 'Essayez d\u2019autres filtres ou une autre recherche.',
    filtersButton: 'Filtres',
    filtersButtonCount: (count) =>
      plural(count, { one: 'Filtres (# actif)', other: 'Filtres (# actifs)' }),
    filtersSheetTitle: 'Filtres',
    filtersDone: 'Afficher les notes',
  },

  card: {
    shared: 'Partagée',
    private: 'Privée',
    byAuthor: (name) => `par ${name}`,
    updatedOn: (date) => `Modifiée le ${date}`,
    open: (title) => `Lire « ${title} »`,
    empty: 'Aucun contenu.',
  },

  reader: {
    edit: 'Modifier',
    delete: 'Supprimer',
    close: 'Fermer',
    sharedNotice: 'Partagée avec votre organisation.',
    privateNotice: 'Vous seul pouvez voir cette note.',
    deleteTitle: 'Supprimer cette note ?',
    deleteText: (title) =>
      `« ${title} » sera définitivement supprimée, pour vous et pour toutes les personnes avec qui elle est partagée.`,
    deleteConfirm: 'Supprimer la note',
    deleted: 'Note supprimée.',
    deleteFailed: 'Impossible de supprimer la note.',
    loading: 'Chargement de la note...',
    categoryOf: (name) => `Catégorie : ${name}`,
    projectOf: (name) => `Projet : ${name}`,
    loadFailed:
      'Cette note n\u2019a pas pu être chargée. Elle a peut-être été supprimée ou n\u2019est plus partagée.',
  },

  collab: {
    inNote: 'Dans cette note',
    saved: 'Toutes les modifications sont enregistrées',
    saving: 'Enregistrement…',
    offline: 'Hors ligne : vos modifications seront fusionnées à la reconnexion',
    connecting: 'Connexion…',
  },
};
