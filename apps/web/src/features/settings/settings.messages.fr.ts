import type { Translation } from '../../platform/i18n';
import type { settingsMessagesEn } from './settings.messages';

export const settingsMessagesFr: Translation<typeof settingsMessagesEn> = {
  documentTitle: 'Paramètres du profil · Worksphere',
  title: 'Paramètres du profil',
  description:
    'Votre profil, votre mot de passe et, pour les administrateurs, les membres de votre organisation.',
  menuLabel: 'Pages des paramètres',
  pageSelectLabel: 'Page des paramètres',
  notFound: 'Cette page de paramètres n\u2019existe pas, ou vous n\u2019y avez pas accès.',
  groups: { you: 'Vous', organization: 'Organisation' },
  pages: {
    profile: 'Profil',
    password: 'Mot de passe',
    sessions: 'Appareils connectés',
    time: 'Fuseau horaire et formats',
    language: 'Langue',
    notifications: 'Notifications',
    accounts: 'Comptes connectés',
    'calendar-feed': 'Flux du calendrier',
    'ai-tokens': 'Jetons d\u2019accès IA',
    members: 'Membres et autorisations',
    invitations: 'Invitations',
    phone: 'Numéros de téléphone et opérateur',
    'point-of-sale': 'Point de vente',
    weather: 'Lieu de la météo',
    storage: 'Stockage',
  },

  profile: {
    title: 'Profil',
    description: 'Comment vos collègues vous voient et comment vous vous connectez.',
    organizationLabel: 'Organisation',
    organizationPhoneLabel: 'Téléphone de l\u2019organisation :',
    roleLabel: 'Rôle',
    ownPhoneLabel: 'Votre téléphone personnel (facultatif)',
    ownPhoneHint:
      'Pour les appels passés d\u2019ici lorsqu\u2019ils ne passent pas par le navigateur : votre téléphone sonne d\u2019abord, puis celui de votre correspondant. Les numéros hors d\u2019Amérique du Nord commencent par + et l\u2019indicatif du pays.',
    save: 'Enregistrer le profil',
    saving: 'Enregistrement...',
    saved: 'Profil mis à jour.',
    failed: 'Impossible d\u2019enregistrer votre profil.',
  },

  password: {
    title: 'Mot de passe',
    description:
      'Changer votre mot de passe déconnecte vos autres sessions sur tous vos appareils.',
    currentLabel: 'Mot de passe actuel',
    newLabel: 'Nouveau mot de passe',
    newHint: 'Au moins 8 caractères.',
    confirmLabel: 'Confirmer le nouveau mot de passe',
    mismatch: 'Les mots de passe ne correspondent pas.',
    save: 'Changer le mot de passe',
    saving: 'Modification...',
    saved: 'Mot de passe changé. Vos autres sessions ont été déconnectées.',
    failed: 'Impossible de changer votre mot de passe.',
  },

  members: {
    title: 'Membres',
    description:
      'Toutes les personnes de votre organisation. Changez un rôle, accordez des autorisations ou désactivez un compte ; vous ne pouvez pas modifier le vôtre.',
    loading: 'Chargement des membres...',
    loadFailed: 'Impossible de charger les membres.',
    retry: 'Réessayer',
    empty: 'Aucun membre pour l\u2019instant. Invitez votre équipe ci-dessous.',
    nameColumn: 'Nom',
    usernameColumn: 'Nom d\u2019utilisateur',
    emailColumn: 'E-mail',
    roleColumn: 'Rôle',
    activeColumn: 'Actif',
    you: 'Vous',
    roleOf: (username) => `Rôle de ${username}`,
    activeOf: (username) => `${username} peut se connecter`,
    updated: 'Membre mis à jour.',
    updateFailed: 'Impossible de mettre à jour le membre.',
    roles: { ADMIN: 'Administrateur', MEMBER: 'Membre' },
    permissionsColumn: 'Autorisations',
    editPermissions: 'Autorisations',
    editPermissionsOf: (username) => `Autorisations de ${username}`,
    permissionCount: (granted, total) => `${granted} sur ${total}`,
    allPermissions: 'Toutes (administrateur)',
  },

  permissions: {
    title: (name) => `Autorisations de ${name}`,
    description:
      'Ce que ce membre peut faire en plus de consulter. Les administrateurs ont toutes les autorisations ; les changements s\u2019appliquent immédiatement.',
    adminNote:
      'Les administrateurs ont toutes les autorisations. Faites de cette personne un membre pour choisir.',
    adminOnlyNote: 'Seul un administrateur peut accorder ou retirer celle-ci.',
    save: 'Enregistrer les autorisations',
    cancel: 'Annuler',
    saved: (name) => `Autorisations de ${name} enregistrées.`,
    items: {
      'tasks:edit': {
        label: 'Tâches',
        explanation: 'Créer, modifier et supprimer des tâches et leurs catégories.',
      },
      'calendar:edit': {
        label: 'Calendrier',
        explanation: 'Créer, modifier et supprimer des événements dans les calendriers partagés.',
      },
      'documents:edit': {
        label: 'Documents',
        explanation:
          'Créer, modifier, déplacer, téléverser, exporter et supprimer des documents et des fichiers.',
      },
      'email:connect': {
        label: 'Comptes e-mail et calendrier',
        explanation: 'Connecter des comptes IMAP, CalDAV, Google et Microsoft.',
      },
      'calls:use': {
        label: 'Appels et SMS',
        explanation: 'Passer et prendre des appels, envoyer et lire des SMS.',
      },
      'pos:sell': {
        label: 'Point de vente : vendre',
        explanation: 'Prendre des commandes au comptoir et gérer le tableau des commandes.',
      },
      'pos:manage': {
        label: 'Point de vente : gérer',
        explanation: 'Modifier le catalogue, les prix, les taxes et les paramètres de la boutique.',
      },
      'users:manage': {
        label: 'Membres',
        explanation:
          'Inviter des personnes, désactiver des membres et modifier leurs autorisations.',
      },
    },
  },

  invite: {
    title: 'Inviter quelqu\u2019un',
    description:
      'Créez un lien à usage unique et envoyez-le à la personne que vous invitez. Il ouvre l\u2019inscription à votre organisation.',
    emailLabel: 'E-mail',
    roleLabel: 'Rôle',
    submit: 'Créer l\u2019invitation',
    submitting: 'Création...',
    created: (email) => `Invitation pour ${email} créée. Envoyez-lui ce lien :`,
    linkLabel: 'Lien d\u2019invitation',
    copy: 'Copier le lien',
    copied: 'Lien d\u2019invitation copié.',
    copyFailed: 'La copie n\u2019a pas fonctionné ; sélectionnez le lien et copiez-le vous-même.',
    linkOnce: 'Ce lien n\u2019est affiché qu\u2019une seule fois.',
    failed: 'Impossible de créer l\u2019invitation.',
  },

  invitations: {
    title: 'Invitations en attente',
    loading: 'Chargement des invitations...',
    loadFailed: 'Impossible de charger les invitations.',
    retry: 'Réessayer',
    empty: 'Aucune invitation en attente.',
    details: (role, invitedBy, expires) => `${role} · invité par ${invitedBy} · expire ${expires}`,
    revoke: 'Révoquer',
    revokeLabel: (email) => `Révoquer l\u2019invitation pour ${email}`,
    revoked: 'Invitation révoquée.',
    revokeFailed: 'Impossible de révoquer l\u2019invitation.',
  },

  weather: {
    title: 'Météo',
    description:
      'Le calendrier affiche les prévisions météo de ce lieu, pour toute votre organisation.',
    loading: 'Chargement du lieu de la météo...',
    listName: 'le lieu de la météo',
    retry: 'Réessayer',
    current: (latitude, longitude, timeZone) =>
      `Les prévisions concernent ${latitude}, ${longitude} (${timeZone}).`,
    isDefault: 'C\u2019est le lieu par défaut.',
    latitudeLabel: 'Latitude',
    latitudeHint: 'De -90 (sud) à 90 (nord), par ex. 52.52.',
    longitudeLabel: 'Longitude',
    longitudeHint: 'De -180 (ouest) à 180 (est), par ex. 13.41.',
    timeZoneLabel: 'Fuseau horaire',
    save: 'Enregistrer le lieu',
    saving: 'Enregistrement...',
    saved: 'Lieu de la météo enregistré.',
    useDefault: 'Utiliser le lieu par défaut',
    resetDone: 'Lieu de la météo rétabli par défaut.',
    failed: 'Impossible d\u2019enregistrer le lieu de la météo.',
  },

  language: {
    title: 'Langue',
    description:
      'La langue de l\u2019interface, avec les dates et les nombres écrits à sa façon. Enregistrée avec votre profil : tous les appareils sur lesquels vous vous connectez la suivent.',
    legend: 'Langue de l\u2019interface',
    names: { en: 'English', fr: 'Fran\u00e7ais', de: 'Deutsch' },
    browserDefault: (language) => `Langue du navigateur (${language})`,
    failed: 'Impossible d\u2019enregistrer la langue.',
  },

  timeFormat: {
    title: 'Format de l\u2019heure',
    description:
      'Comment les heures sont affichées partout dans l\u2019application, dans votre fuseau horaire.',
    label: 'Horloge',
    auto: (example) => `Automatique (celle de votre langue, par ex. ${example})`,
    twelveHour: (example) => `12 heures (${example})`,
    twentyFourHour: (example) => `24 heures (${example})`,
    saved: 'Format de l\u2019heure enregistré.',
    failed: 'Impossible d\u2019enregistrer le format de l\u2019heure.',
  },

  storage: {
    title: 'Stockage',
    description:
      'Les documents avec leurs versions conservées, les fichiers téléversés, les exports et la corbeille comptent tant que la corbeille n\u2019est pas vidée.',
    howToChange:
      'Le quota est fixé par le serveur (STORAGE_QUOTA_BYTES). Vider la corbeille dans Documents libère de l\u2019espace.',
  },
};
