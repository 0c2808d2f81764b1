import type { Translation } from '../../platform/i18n';
import type { ssoMessagesEn } from './sso.messages';

export const ssoMessagesFr: Translation<typeof ssoMessagesEn> = {
  signIn: {
    documentTitle: 'Authentification unique',
    title: 'Se connecter avec l\u2019authentification unique',
    subtitle:
      'Saisissez votre e-mail professionnel\u00a0: la page de connexion de votre organisation s\u2019ouvre.',
    emailLabel: 'E-mail professionnel',
    emailRequired: 'Saisissez votre e-mail professionnel.',
    submit: 'Continuer',
    submitting: 'Ouverture de votre page de connexion\u2026',
    completing: 'Connexion en cours\u2026',
    failed: 'L\u2019authentification unique n\u2019a pas pu démarrer.',
    completeFailed: 'La connexion n\u2019a pas abouti. Réessayez.',
    backToPassword: 'Se connecter plutôt avec un mot de passe',
    errors: {
      expired: 'Cette connexion a pris trop de temps ou a déjà été utilisée. Recommencez.',
      denied: 'La connexion a été annulée chez le fournisseur de votre organisation.',
      failed:
        'Le fournisseur de votre organisation a donné une réponse non fiable. Réessayez ou contactez un administrateur.',
      domain: 'L\u2019e-mail de ce compte ne fait pas partie des domaines de votre organisation.',
      account:
        'Cet e-mail appartient à un compte qui ne peut pas se connecter ici. Contactez un administrateur.',
    },
  },
  settings: {
    title: 'Authentification unique',
    description:
      'Les membres se connectent via votre fournisseur d\u2019identité (OpenID Connect). Les nouvelles adresses de vos domaines rejoignent l\u2019organisation comme membres.',
    loading: 'Chargement de l\u2019authentification unique\u2026',
    listName: 'les réglages d\u2019authentification unique',
    retry: 'Réessayer',
    redirectUriLabel: 'URI de redirection à enregistrer chez le fournisseur',
    copy: 'Copier',
    copied: 'URI de redirection copiée.',
    copyFailed: 'Copie impossible. Sélectionnez l\u2019adresse et copiez-la vous-même.',
    issuerLabel: 'URL de l\u2019émetteur (issuer)',
    issuerHint:
      'p. ex. https://login.example.com \u2014 son /.well-known/openid-configuration est lu.',
    clientIdLabel: 'Identifiant client',
    clientSecretLabel: 'Secret client',
    clientSecretKeepHint: 'Un secret est enregistré. Laissez vide pour le conserver.',
    clientSecretHint: 'Enregistré chiffré\u00a0; il n\u2019est plus jamais affiché.',
    domainsLabel: 'Domaines de messagerie',
    domainsHint: 'Séparés par des virgules, p. ex. example.com, example.org.',
    requireLabel:
      'Exiger l\u2019authentification unique (les membres ne peuvent pas se connecter avec un mot de passe)',
    breakGlassLabel: 'Garde la connexion par mot de passe (administrateur de secours)',
    adminOption: (name, username) => `${name} (${username})`,
    breakGlassHint:
      'Cet administrateur peut toujours se connecter avec un mot de passe, pour qu\u2019un fournisseur en panne ne bloque pas tout le monde.',
    save: 'Enregistrer',
    saving: 'Vérification du fournisseur\u2026',
    saved: 'Authentification unique enregistrée.',
    saveFailed: 'L\u2019authentification unique n\u2019a pas pu être enregistrée.',
    remove: 'Désactiver l\u2019authentification unique',
    removed: 'Authentification unique désactivée.',
    removeFailed: 'L\u2019authentification unique n\u2019a pas pu être désactivée.',
  },
};
