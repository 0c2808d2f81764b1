import type { Translation } from '../../platform/i18n';
import type { authMessagesEn } from './auth.messages';

export const authMessagesFr: Translation<typeof authMessagesEn> = {
  loginFailed: 'La connexion a échoué.',
  registrationFailed: 'L\u2019inscription a échoué.',
  switchFailed: 'Impossible de changer de compte.',
  switchSucceeded: 'Compte changé avec succès !',
  logoutFailed: 'Une erreur s\u2019est produite lors de la déconnexion.',
  signedOutOf: (signedOut, nowUsing) =>
    `Déconnecté de ${signedOut}. Vous utilisez maintenant ${nowUsing}.`,

  login: {
    documentTitle: 'Connexion · Worksphere',
    title: 'Se connecter à Worksphere',
    subtitle: 'Bon retour. Utilisez votre nom d\u2019utilisateur ou votre adresse e-mail.',
    addAccountTitle: 'Ajouter un autre compte',
    addAccountSubtitle: (username) =>
      `Vous êtes connecté en tant que ${username}. Connectez-vous avec un autre compte pour garder les deux dans ce navigateur et passer de l\u2019un à l\u2019autre.`,
    backToDashboard: 'Retour à votre tableau de bord',
    identifierLabel: 'Nom d\u2019utilisateur ou e-mail',
    passwordLabel: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    forgotPassword: 'Mot de passe oublié ?',
    noAccount: 'Nouveau sur Worksphere ?',
    createOrganization: 'Créer une organisation',
  },

  logout: {
    documentTitle: 'Déconnexion · Worksphere',
    inProgress: 'Déconnexion en cours...',
  },

  guard: {
    loading: 'Chargement de votre espace de travail...',
    loadFailedTitle: 'Impossible de charger votre compte',
    loadFailedText:
      'Le serveur n\u2019a pas répondu comme prévu. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },

  accountMenu: {
    trigger: 'Menu du compte',
    loggedInAs: 'Connecté en tant que',
    switchAccount: 'Changer de compte',
    activeSession: 'Compte actif',
    addAnotherAccount: 'Ajouter un autre compte',
    profileSettings: 'Paramètres du profil',
    logout: 'Déconnexion',
  },
};
