import type { Translation } from '../../platform/i18n';
import type { aiMessagesEn } from './ai.messages';

export const aiMessagesFr: Translation<typeof aiMessagesEn> = {
  list: {
    title: 'Conversations IA',
    newConversation: 'Nouvelle conversation',
    deleteAll: 'Tout supprimer',
    untitled: 'Conversation sans titre',
    empty: 'Aucune conversation pour l\u2019instant.',
    emptyHint: 'Commencez-en une nouvelle pour la voir ici.',
    loading: 'Chargement des conversations...',
    fetchFailedToast: 'Impossible de charger les conversations IA',
    retry: 'Réessayer',
    listLabel: 'Vos conversations IA',
    delete: (title) => `Supprimer la conversation : ${title}`,
    updated: (time) => `Mise à jour : ${time}`,
  },

  conversation: {
    back: 'Retour aux conversations',
    loading: 'Chargement de la conversation...',
    listLabel: 'Conversation avec l\u2019assistant',
    intro:
      'Demandez à l\u2019assistant de créer des tâches et des notes, de consulter votre agenda ou de préparer une commande. Dites « aide » pour voir ce qu\u2019il comprend.',
    you: 'Vous',
    assistant: 'Assistant',
    system: 'Progression',
    error: 'Erreur',
    showDetails: 'Afficher les détails',
    copyHint: 'Cliquez pour copier',
    copy: 'Copier la réponse',
    typing: 'L\u2019assistant travaille...',
    changesTitle: 'Modifications effectuées',
    suggestions: 'Suggestions',
    deleteCurrent: 'Supprimer cette conversation',
    newConversation: 'Nouvelle conversation',
  },

  composer: {
    label: 'Message à l\u2019assistant',
    placeholder: 'Saisissez votre message...',
    send: 'Envoyer',
  },

  confirm: {
    deleteOneTitle: 'Supprimer la conversation ?',
    deleteOne: 'Voulez-vous vraiment supprimer cette conversation ?',
    deleteAllTitle: 'Supprimer toutes les conversations ?',
    deleteAll:
      'Voulez-vous vraiment supprimer TOUTES les conversations ? Cette action est irréversible.',
    deleteConfirm: 'Supprimer',
    deleteAllConfirm: 'Tout supprimer',
  },

  changeActions: {
    created: 'Création',
    updated: 'Modification',
    deleted: 'Suppression',
    sent: 'Envoi',
  },
  changeEntities: {
    task: 'd\u2019une tâche',
    note: 'd\u2019une note',
    calendarEvent: 'd\u2019un événement',
    sms: 'd\u2019un SMS',
    email: 'd\u2019un e-mail',
  },
  changeLine: (action, entity, title) => `${action} ${entity} : ${title}`,

  toasts: {
    newConversation: 'Nouvelle conversation commencée.',
    fetchConversationsFailed: 'Impossible de charger les conversations IA',
    fetchConversationFailed: 'Impossible de charger la conversation',
    deleteFailed: 'Impossible de supprimer la conversation',
    deleteAllFailed: 'Impossible de supprimer toutes les conversations',
    deleted: 'Conversation supprimée.',
    allDeleted: 'Toutes les conversations ont été supprimées.',
    nothingToCopy: 'Aucun contenu à copier.',
    copyFailed: 'Impossible de copier dans le presse-papiers.',
    copied: 'Copié dans le presse-papiers !',
    copiedPlain: 'Copié en texte brut.',
  },

  startFailed: 'Impossible de démarrer l\u2019agent IA.',

  assist: {
    menu: 'Demander à l\u2019assistant',
    labels: {
      summary: 'Résumer',
      catch_up: 'Me mettre à jour',
      draft_reply: 'Rédiger une réponse',
    },
    working: 'L\u2019assistant lit la conversation...',
    resultLabel: (action) => `Assistant : ${action}`,
    copy: 'Copier',
    copied: 'Copié dans le presse-papiers !',
    copyFailed: 'Impossible de copier dans le presse-papiers.',
    close: 'Fermer',
    failed: 'L\u2019assistant n\u2019a pas pu répondre. Veuillez réessayer.',
  },

  actions: {
    cardLabel: 'En attente de votre confirmation',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    statusPending: 'Rien ne se passe tant que vous n\u2019avez pas confirmé.',
    statusConfirmed: 'Fait.',
    statusCancelled: 'Annulé : rien n\u2019a été fait.',
    statusExpired: 'Cette demande a expiré : rien n\u2019a été fait.',
    statusFailed: (error) => `Impossible de le faire : ${error}`,
    confirmFailed: 'Impossible de confirmer. Veuillez réessayer.',
    cancelFailed: 'Impossible d\u2019annuler. Veuillez réessayer.',
  },

  tokens: {
    title: 'Jetons d\u2019accès IA',
    description:
      'Connectez votre propre client IA, comme Claude Desktop ou tout autre client MCP, à votre espace de travail. Il agit en votre nom, avec vos autorisations.',
    serverLabel: 'Adresse du serveur MCP',
    serverHint:
      'Donnez à votre client cette adresse et un jeton ci-dessous comme jeton Bearer.',
    copyServer: 'Copier l\u2019adresse',
    serverCopied: 'Adresse du serveur MCP copiée.',
    createTitle: 'Nouveau jeton',
    nameLabel: 'Nom du jeton',
    nameHint: 'Par exemple le client ou l\u2019ordinateur qui l\u2019utilise.',
    create: 'Créer le jeton',
    creating: 'Création...',
    createFailed: 'Impossible de créer le jeton.',
    created: (name) => `Jeton « ${name} » créé.`,
    secretLabel: 'Votre nouveau jeton',
    secretShownOnce: 'Copiez ce jeton maintenant : il ne sera plus affiché.',
    copySecret: 'Copier le jeton',
    secretCopied: 'Jeton copié.',
    copyFailed: 'La copie n\u2019a pas fonctionné ; sélectionnez le texte et copiez-le vous-même.',
    dismissSecret: 'Terminé',
    actsAloneLabel: 'Peut agir sans confirmation',
    actsAloneWarning:
      'Sans cette option, l\u2019envoi de SMS ou d\u2019e-mails, les appels, les suppressions et les partages demandés par le client attendent votre confirmation dans l\u2019application (votre boîte de réception affiche chacun d\u2019eux). Avec elle, le client les effectue immédiatement : tout ce qu\u2019il lit, un e-mail par exemple, pourrait le faire agir à votre place. Ne cochez cette case que pour un client en qui vous avez entièrement confiance.',
    actsAloneBadge: 'Agit sans confirmation',
    listTitle: 'Vos jetons',
    listNote:
      'Un jeton cesse définitivement de fonctionner lorsque votre mot de passe change ou que votre compte est désactivé.',
    listLabel: 'Vos jetons d\u2019accès IA',
    loading: 'Chargement des jetons...',
    listName: 'vos jetons d\u2019accès IA',
    retry: 'Réessayer',
    empty: 'Aucun jeton pour l\u2019instant. Créez-en un pour connecter un client IA.',
    createdOn: (date) => `Créé le ${date}`,
    lastUsed: (date) => `Dernière utilisation : ${date}`,
    neverUsed: 'Jamais utilisé',
    revoke: 'Révoquer',
    revokeLabel: (name) => `Révoquer le jeton : ${name}`,
    revokeTitle: 'Révoquer ce jeton ?',
    revokeConfirm: (name) =>
      `« ${name} » cesse immédiatement de fonctionner ; les clients qui l\u2019utilisent ne peuvent plus accéder à votre espace de travail.`,
    revoked: 'Jeton révoqué.',
    revokeFailed: 'Impossible de révoquer le jeton.',
  },
};
