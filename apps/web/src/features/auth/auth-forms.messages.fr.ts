import type { Translation } from '../../platform/i18n';
import type { authFormMessagesEn } from './auth-forms.messages';

export const authFormMessagesFr: Translation<typeof authFormMessagesEn> = {
  register: {
    documentTitle: 'Créer votre compte · Worksphere',
    createTitle: 'Créer une organisation',
    createSubtitle:
      'Créez un espace de travail pour votre équipe. Vous en serez l\u2019administrateur et pourrez inviter tous les autres.',
    joinTitle: 'Rejoindre une organisation',
    joinSubtitle:
      'Vous avez été invité dans un espace de travail Worksphere. Créez votre compte pour accepter l\u2019invitation.',
    organizationNameLabel: 'Nom de l\u2019organisation',
    firstNameLabel: 'Prénom',
    lastNameLabel: 'Nom',
    usernameLabel: 'Nom d\u2019utilisateur',
    usernameHint:
      'Lettres, chiffres, point, tiret et trait de soulignement ; au moins 3 caractères.',
    emailLabel: 'E-mail',
    passwordLabel: 'Mot de passe',
    passwordHint: 'Au moins 8 caractères.',
    organizationNameRequired: 'Saisissez un nom pour votre organisation.',
    submitCreate: 'Créer l\u2019organisation',
    submitJoin: 'Rejoindre l\u2019organisation',
    submitting: 'Création de votre compte...',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
    createInstead: 'Créer plutôt une nouvelle organisation',
    invitedTitle: (organization, inviter) => `Rejoindre ${organization} — invité par ${inviter}`,
    invitationFailed: 'Cette invitation n\u2019a pas pu être vérifiée. Veuillez réessayer.',
  },

  recover: {
    documentTitle: 'Récupérer votre compte · Worksphere',
    title: 'Récupérer votre compte',
    subtitle:
      'Saisissez l\u2019adresse e-mail de votre compte et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
    emailLabel: 'E-mail',
    submit: 'Envoyer le lien',
    submitting: 'Envoi...',
    failed: 'Impossible d\u2019envoyer le lien de réinitialisation. Veuillez réessayer.',
    backToLogin: 'Retour à la connexion',
  },

  resetPassword: {
    documentTitle: 'Choisir un nouveau mot de passe · Worksphere',
    title: 'Choisir un nouveau mot de passe',
    subtitle: 'Choisissez un mot de passe que vous n\u2019utilisez nulle part ailleurs.',
    missingToken:
      'Ce lien de réinitialisation est incomplet. Rouvrez le lien de l\u2019e-mail, ou demandez-en un nouveau.',
    requestNewLink: 'Demander un nouveau lien',
    passwordLabel: 'Nouveau mot de passe',
    confirmLabel: 'Confirmer le nouveau mot de passe',
    passwordHint: 'Au moins 8 caractères.',
    mismatch: 'Les mots de passe ne correspondent pas.',
    submit: 'Définir le nouveau mot de passe',
    submitting: 'Enregistrement...',
    failed:
      'Impossible de réinitialiser le mot de passe. Le lien a peut-être expiré ; demandez-en un nouveau.',
    goToLogin: 'Aller à la connexion',
  },
};
