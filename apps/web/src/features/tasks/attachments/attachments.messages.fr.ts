import { TASK_ATTACHMENTS_MAX } from '@worksphere/contracts';
import { plural, type Translation } from '../../../platform/i18n';
import type { attachmentsMessagesEn } from './attachments.messages';

export const attachmentsMessagesFr: Translation<typeof attachmentsMessagesEn> = {
  heading: 'Pièces jointes',
  count: (total) => `${total} sur ${TASK_ATTACHMENTS_MAX}`,
  attach: 'Joindre des fichiers',
  chooseFiles: 'Choisir les fichiers à joindre',
  dropHere: 'Déposez des fichiers pour les joindre à cette tâche',
  dropHint: 'Vous pouvez aussi déposer des fichiers ici.',
  loading: 'Chargement des pièces jointes...',
  loadFailed: 'Impossible de charger les pièces jointes.',
  retry: 'Réessayer',
  emptyTitle: 'Aucune pièce jointe pour l\u2019instant',
  emptyText:
    'Joignez des captures d\u2019écran, des documents ou tout ce dont cette tâche a besoin.',
  full: `Cette tâche contient le maximum de pièces jointes (${TASK_ATTACHMENTS_MAX}). Supprimez-en une pour en ajouter une autre.`,
  tooManyChosen: (name) =>
    `Non joint : ${name}. Une tâche peut avoir au plus ${TASK_ATTACHMENTS_MAX} pièces jointes.`,
  uploading: (name) => `Envoi de ${name}`,
  uploadFailed: (name, reason) => `${name} : ${reason}`,
  uploadError: 'Le fichier n\u2019a pas pu être joint. Réessayez.',
  attached: (count) => plural(count, { one: 'Fichier joint.', other: '# fichiers joints.' }),
  dismiss: 'Fermer',
  by: (name, when) => `${name} · ${when}`,
  unknownUploader: 'Un ancien membre',
  download: (name) => `Télécharger ${name}`,
  preview: (name) => `Ouvrir ${name}`,
  delete: (name) => `Supprimer ${name}`,
  confirmTitle: 'Supprimer la pièce jointe ?',
  confirmText: (name) => `« ${name} » sera retiré de cette tâche pour tout le monde.`,
  confirmDelete: 'Supprimer',
  deleted: 'Pièce jointe supprimée.',
  deleteFailed: 'La pièce jointe n\u2019a pas pu être supprimée.',
};
