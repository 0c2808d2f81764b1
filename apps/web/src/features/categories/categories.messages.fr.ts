import type { Translation } from '../../platform/i18n';
import type { categoriesMessagesEn } from './categories.messages';

export const categoriesMessagesFr: Translation<typeof categoriesMessagesEn> = {
  dialog: {
    title: { task: 'Ajouter une catégorie de tâches', note: 'Ajouter une catégorie de notes' },
    nameLabel: 'Nom de la catégorie',
    cancel: 'Annuler',
    submit: 'Ajouter la catégorie',
    submitting: 'Ajout...',
    nameRequired: 'Le nom de la catégorie ne peut pas être vide.',
    added: 'Catégorie ajoutée.',
    addFailed: 'Impossible d\u2019ajouter la catégorie.',
    addError: 'Une erreur s\u2019est produite lors de l\u2019ajout de la catégorie.',
  },
  listName: { task: 'les catégories de tâches', note: 'les catégories de notes' },
};
