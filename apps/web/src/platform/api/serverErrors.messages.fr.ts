import type { Translation } from '../i18n';
import type { serverErrorsEn } from './serverErrors.messages';

export const serverErrorsFr: Translation<typeof serverErrorsEn> = {
  codes: {
    VALIDATION_ERROR: 'Certaines valeurs saisies ne sont pas valides.',
    BAD_REQUEST: 'La requête n\u2019est pas valide.',
    UNAUTHENTICATED: 'Veuillez vous connecter.',
    SESSION_EXPIRED: 'Votre session a expiré. Veuillez vous reconnecter.',
    INVALID_CREDENTIALS: 'Nom d\u2019utilisateur ou mot de passe incorrect.',
    FORBIDDEN: 'Vous n\u2019avez pas l\u2019autorisation de faire cela.',
    NOT_FOUND: 'Introuvable.',
    CONFLICT: 'Cela entre en conflit avec des données enregistrées entre-temps.',
    INVITE_INVALID: 'Cette invitation n\u2019est pas valide.',
    RESET_TOKEN_INVALID: 'Ce lien de réinitialisation n\u2019est pas valide.',
    RATE_LIMITED: 'Trop de requêtes. Patientez un instant, puis réessayez.',
    PAYLOAD_TOO_LARGE: 'C\u2019est trop volumineux.',
    UNSUPPORTED_MEDIA_TYPE: 'Ce type de fichier n\u2019est pas pris en charge.',
    SERVICE_UNAVAILABLE:
      'Le service n\u2019est pas disponible pour le moment. Réessayez plus tard.',
    INTERNAL_ERROR: 'Une erreur inattendue s\u2019est produite. Veuillez réessayer.',
    TWO_FACTOR_REQUIRED: 'Configurez la connexion à deux facteurs pour continuer.',
  },
  texts: {
    nulCharacter: 'Le texte ne peut pas contenir de caractères NUL.',
    invalidCharacter: 'Le texte contient un caractère non valide.',
    invalidDate: 'Saisissez une date valide.',
    invalidTimeZone: 'Utilisez un fuseau horaire tel que Europe/Paris.',
    notAvailableForMembers:
      'Pas encore disponible dans cet espace de travail. Demandez à un administrateur.',
    webhookUrlRequired: 'Saisissez l\u2019adresse qui reçoit les événements.',
    webhookUrlInvalid:
      'Saisissez une adresse https complète, par exemple https://example.com/hooks/worksphere.',
    webhookUrlTooLong: 'Une adresse ne peut pas dépasser 2000 caractères.',
    webhookEventsRequired: 'Choisissez au moins un événement.',
    webhookDescriptionTooLong: 'Une description ne peut pas dépasser 200 caractères.',
    webhookNotFound: 'Webhook introuvable.',
    inboxItemNotFound: 'Élément de la boîte de réception introuvable.',
    inboxInvalidCursor: 'Cette page de la boîte de réception n\u2019est plus valide.',
    inboxMailAccountNotFound: 'Compte de messagerie introuvable.',
    ssoPasswordRefused:
      'Votre organisation se connecte par authentification unique. Utilisez « Se connecter avec l\u2019authentification unique » sur la page de connexion.',
    ssoResetRefused:
      'Votre organisation se connecte par authentification unique : ses mots de passe ne peuvent pas être réinitialisés. Utilisez « Se connecter avec l\u2019authentification unique » sur la page de connexion.',
    ssoBreakGlassInvalid:
      'Choisissez un administrateur actif de cette organisation pour conserver la connexion par mot de passe.',
    ssoNoOrganizationForDomain:
      'Aucune organisation ne se connecte par authentification unique pour ce domaine. Connectez-vous avec votre mot de passe.',
    ssoTicketInvalid:
      'Ce lien de connexion n\u2019est pas valide, a déjà servi ou a expiré. Reconnectez-vous.',
    ssoProviderUnavailable:
      'Le fournisseur d\u2019authentification unique est injoignable pour le moment. Réessayez ou contactez un administrateur.',
    ssoSignUpRefused:
      'Les adresses {domain} se connectent par authentification unique : aucun compte à mot de passe ne peut être créé pour elles. Utilisez « Se connecter avec l\u2019authentification unique » sur la page de connexion.',
  },
};
