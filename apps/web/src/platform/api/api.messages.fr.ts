import type { Translation } from '../i18n';
import type { apiMessagesEn } from './api.messages';
// The server's error texts in this language come with these (English pages need neither).
import './serverTextLookup';

export const apiMessagesFr: Translation<typeof apiMessagesEn> = {
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  reauthRequired: 'Nouvelle authentification requise.',
  unexpectedError: 'Une erreur inattendue s\u2019est produite. Veuillez réessayer.',
  requestFailed: (status) => `La requête a échoué (statut ${status})`,
  fetchFailed: (what) => `Impossible de charger ${what}.`,
  fetchError: (what) => `Une erreur s\u2019est produite lors du chargement de ${what}.`,
};
