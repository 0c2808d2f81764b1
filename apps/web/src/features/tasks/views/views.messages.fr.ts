import type { Translation } from '../../../platform/i18n';
import type { viewsMessagesEn } from './views.messages';

export const viewsMessagesFr: Translation<typeof viewsMessagesEn> = {
  menuLabel: 'Vues enregistrées',
  trigger: 'Vues',
  triggerWithName: (name) => `Vue : ${name}`,
  myViews: 'Mes vues',
  sharedViews: 'Partagées avec l\u2019organisation',
  noViews: 'Aucune vue enregistrée pour l\u2019instant',
  loading: 'Chargement des vues...',
  loadFailed: 'Impossible de charger les vues',
  saveCurrent: 'Enregistrer la vue actuelle...',
  edit: (name) => `Renommer ou partager « ${name} »...`,
  delete: (name) => `Supprimer « ${name} »`,
  saveTitle: 'Enregistrer la vue',
  editTitle: 'Modifier la vue',
  saveDescription: 'Enregistre les filtres, le regroupement et la disposition actuels sous un nom.',
  nameLabel: 'Nom',
  shareLabel: 'Partager avec l\u2019organisation',
  save: 'Enregistrer la vue',
  update: 'Enregistrer les modifications',
  saving: 'Enregistrement...',
  cancel: 'Annuler',
  saved: (name) => `Vue « ${name} » enregistrée`,
  saveFailed: 'Impossible d\u2019enregistrer la vue.',
  deleteTitle: 'Supprimer la vue ?',
  deleteText: (name, isShared) =>
    isShared
      ? `« ${name} » disparaîtra pour toute l\u2019organisation. Les tâches ne sont pas modifiées.`
      : `« ${name} » disparaîtra. Les tâches ne sont pas modifiées.`,
  deleteConfirm: 'Supprimer la vue',
  deleted: (name) => `Vue « ${name} » supprimée`,
  deleteFailed: 'Impossible de supprimer la vue.',
};
