import { plural, type Translation } from '../../../platform/i18n';
import type { boardMessagesEn } from './board.messages';

export const boardMessagesFr: Translation<typeof boardMessagesEn> = {
  groupByLabel: 'Regrouper par',
  groupings: {
    state: 'Statut',
    assignee: 'Responsable',
    project: 'Projet',
    priority: 'Priorité',
  },
  priorities: {
    urgent: 'Urgente',
    high: 'Haute',
    medium: 'Moyenne',
    low: 'Basse',
    none: 'Sans priorité',
  },
  columnCount: (shown, total) => (shown === total ? String(total) : `${shown} sur ${total}`),
  columnCountLabel: (shown, total) =>
    shown === total
      ? plural(total, { one: '# tâche', other: '# tâches' })
      : `${shown} tâches affichées sur ${total}`,
  columnEmpty: 'Aucune tâche ici. Déposez-en une pour la déplacer.',
  loadMore: 'Charger plus',
  loadingMore: 'Chargement...',
  loadMoreFailed: 'Impossible de charger plus de tâches. Réessayez.',
  loading: 'Chargement du tableau...',
  loadFailed: 'le tableau',
  retry: 'Réessayer',
  dragHandle: (title) => `Déplacer ${title}`,
  subTasks: (completed, total) => `${completed}/${total}`,
  subTasksLabel: (completed, total) => `${completed} sous-tâches terminées sur ${total}`,
  priorityLabel: (priority) => `Priorité : ${priority}`,
  moveFailed: (title, reason) =>
    `Impossible de déplacer « ${title} » ; elle est revenue à sa place.${reason ? ` ${reason}` : ''}`,
  drag: {
    instructions:
      'Pour saisir une tâche, appuyez sur Espace ou Entrée. Utilisez les flèches pour la déplacer entre ' +
      'les colonnes et vers le haut ou le bas d\u2019une colonne. Appuyez de nouveau sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler.',
    picked: (title, column) => `${title} saisie dans ${column}.`,
    over: (title, column, position, count) =>
      `${title} est au-dessus de ${column}, position ${position} sur ${count}.`,
    dropped: (title, column, position) =>
      `${title} déposée dans ${column} en position ${position}.`,
    cancelled: (title) => `Le déplacement de ${title} a été annulé.`,
  },
};
