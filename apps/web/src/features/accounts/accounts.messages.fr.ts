import type { Translation } from '../../platform/i18n';
import type { accountsMessagesEn } from './accounts.messages';

export const accountsMessagesFr: Translation<typeof accountsMessagesEn> = {
  selectorLabel: 'Compte de calendrier',
  selector: {
    allAccounts: 'Tous les comptes connectés',
    noAccounts: 'Aucun compte e-mail connecté',
    unknownType: 'Inconnu',
    organizationSuffix: ' - Organisation',
  },
  section: {
    title: 'Comptes connectés',
    description:
      'Les calendriers et boîtes mail que Worksphere peut utiliser pour vous. Les comptes partagés sont visibles par toute votre organisation.',
    loading: 'Chargement des comptes...',
    loadFailed: 'Impossible de charger vos comptes.',
    retry: 'Réessayer',
    empty: 'Aucun compte connecté pour l\u2019instant.',
    reconnectNeeded: 'Reconnexion nécessaire',
    reconnect: 'Reconnecter',
    remove: 'Retirer',
    removeTitle: 'Retirer ce compte ?',
    removeConfirm: (label) =>
      `${label} ne sera plus disponible dans Worksphere. Les événements et les e-mails restent chez le fournisseur.`,
    removed: 'Compte retiré.',
    removeFailed: 'Impossible de retirer le compte.',
    shareLabel: 'Partagé avec l\u2019organisation',
    shareLabelOf: (label) => `Partager ${label} avec l\u2019organisation`,
    shareFailed: 'Impossible de modifier le partage.',
    shared: 'Compte partagé avec l\u2019organisation.',
    unshared: 'Le compte est de nouveau personnel.',
    connectTitle: 'Connecter un compte',
    connectGoogle: 'Connecter Google',
    connectMicrosoft: 'Connecter Microsoft',
    connectShared: 'Partager le nouveau compte avec l\u2019organisation',
    startFailed: 'Impossible de lancer la connexion.',
    providerName: { gmail: 'Google', outlook: 'Microsoft' },
    caldavTitle: 'Connecter un serveur CalDAV',
    caldavDescription:
      'Nextcloud, Fastmail, iCloud, Radicale et autres serveurs CalDAV. Utilisez un mot de passe d\u2019application lorsque le fournisseur en propose un.',
    caldavUrl: 'URL du serveur',
    caldavUser: 'Nom d\u2019utilisateur',
    caldavPassword: 'Mot de passe d\u2019application',
    caldavName: 'Nom (facultatif)',
    caldavSubmit: 'Connecter CalDAV',
    caldavFailed: 'Impossible de connecter le serveur CalDAV.',
    connected: 'Compte connecté.',
    connectFailed: 'Le compte n\u2019a pas pu être connecté.',
  },
};
