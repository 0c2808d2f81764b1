import type { Translation } from '../../platform/i18n';
import { plural } from '../../platform/i18n';
import type { chatMessagesEn } from './chat.messages';

export const chatMessagesFr: Translation<typeof chatMessagesEn> = {
  page: {
    documentTitle: 'Chat · Worksphere',
    title: 'Chat d\u2019équipe',
    description: 'Les salons de votre organisation, avec un fil pour chaque sujet.',
    enableNotifications: 'Activer les notifications du bureau',
  },

  rooms: {
    title: 'Salons',
    loading: 'Chargement des salons...',
    empty: 'Aucun salon pour l\u2019instant.',
    emptyHint: 'Créez le premier salon pour commencer à échanger avec votre équipe.',
    newRoomLabel: 'Nom du nouveau salon',
    create: 'Créer le salon',
    created: (name) => `Salon « ${name} » créé.`,
    createFailed: 'Impossible de créer le salon.',
    retry: 'Réessayer',
  },

  direct: {
    title: 'Messages directs',
    loading: 'Chargement des messages directs...',
    failed: 'Impossible de charger les messages directs.',
    retry: 'Réessayer',
    empty: 'Aucun message direct pour l\u2019instant.',
    newMessage: 'Nouveau message',
    dialogTitle: 'Nouveau message',
    dialogDescription:
      'Écrivez à un membre ou à un petit groupe (jusqu\u2019à 7 autres personnes).',
    membersLabel: 'À',
    membersHint: 'Saisissez un nom, puis choisissez un membre.',
    noMatch: 'Aucun membre ne correspond.',
    remove: (name) => `Retirer ${name}`,
    open: 'Ouvrir la conversation',
    cancel: 'Annuler',
    chooseMember: 'Choisissez au moins un membre.',
    tooMany: 'Un message direct compte au plus 7 autres membres.',
    openFailed: 'Impossible d\u2019ouvrir la conversation.',
    membersTitle: 'Membres',
  },

  threads: {
    title: 'Fils',
    loading: 'Chargement des fils...',
    empty: 'Aucun fil dans ce salon pour l\u2019instant.',
    emptyHint: 'Lancez un fil pour un sujet, puis publiez-y.',
    newThreadLabel: 'Titre du nouveau fil',
    create: 'Créer le fil',
    created: (title) => `Fil « ${title} » créé.`,
    createFailed: 'Impossible de créer le fil.',
    chooseRoom: 'Choisissez un salon pour voir ses fils.',
    retry: 'Réessayer',
  },

  messages: {
    loading: 'Chargement des messages...',
    empty: 'Aucun message pour l\u2019instant.',
    emptyHint: 'Écrivez le premier message de ce fil ci-dessous.',
    chooseThread: 'Choisissez un fil pour lire et écrire des messages.',
    loadOlder: 'Charger les messages plus anciens',
    loadingOlder: 'Chargement des messages plus anciens...',
    listLabel: 'Messages',
    pinned: 'Épinglé',
    important: 'Important',
    edited: 'modifié',
    attachmentLabel: (filename) => `Pièce jointe ${filename}`,
    confirmRead: 'Confirmer la lecture',
    confirmedAt: (time) => `Lecture confirmée : ${time}`,
    retry: 'Réessayer',
    today: 'Aujourd\u2019hui',
    yesterday: 'Hier',
    newMessages: 'Nouveaux messages',
    linkedMissing: 'Ce message ne se trouve plus dans ce fil.',
    mentionTitle: (name) => `Mentionne ${name}`,
    videoLabel: (filename) => `Vidéo ${filename}`,
    callNumber: (number) => `Appeler le ${number}`,
  },

  reactions: {
    add: 'Ajouter une réaction',
    summary: (emoji, names) => `${emoji} ${names.length} : ${names.join(', ')}`,
    failed: 'Impossible de mettre à jour la réaction.',
  },

  confirmations: {
    show: (confirmed, total) => `Confirmé par ${confirmed} sur ${total}`,
    confirmed: 'Confirmé',
    pending: 'Pas encore confirmé',
    none: 'Personne pour l\u2019instant.',
    loading: 'Chargement des confirmations...',
    failed: 'Impossible de charger les confirmations.',
  },

  levels: {
    names: { all: 'Tous les messages', mentions: 'Mentions uniquement', nothing: 'Rien' },
    roomButton: (level) => `Notifications du salon : ${level}`,
    threadButton: (level) => `Notifications du fil : ${level}`,
    roomSection: 'Me notifier dans ce salon pour',
    threadSection: 'Me notifier dans ce fil pour',
    sameAsRoom: (level) => `Comme le salon (${level})`,
    current: 'Choix actuel',
    roomSaved: (level) => `Notifications du salon : ${level}.`,
    threadSaved: (level) => `Notifications du fil : ${level}.`,
    failed: 'Impossible de modifier les notifications.',
  },

  arrival: {
    title: 'Messages du chat',
    description:
      'Les messages qui vous parviennent se règlent par salon et par fil ; ici, vous choisissez ce que fait un message qui arrive en dehors de la page du chat.',
    label: 'À l\u2019arrivée d\u2019un message',
    options: {
      open: 'Ouvrir la fenêtre de chat',
      toast: 'Afficher une notification et le compter',
      count: 'Seulement le compter',
    },
    saved: 'Enregistré : ce que fait un nouveau message du chat.',
    failed: 'Impossible d\u2019enregistrer ce que fait un nouveau message du chat.',
  },

  unread: {
    badge: (count) => plural(count, { one: '# message non lu', other: '# messages non lus' }),
    count: (count) => (count > 99 ? '99+' : String(count)),
    mentionBadge: (count) => plural(count, { one: '# mention', other: '# mentions' }),
  },

  options: {
    trigger: 'Options du message',
    pin: 'Épingler le message',
    unpin: 'Détacher le message',
    markImportant: 'Marquer comme important',
    unmarkImportant: 'Marquer comme non important',
    edit: 'Modifier le message',
    delete: 'Supprimer le message',
    addToNote: 'Ajouter à une note',
    addToTask: 'Ajouter à une tâche',
    deleteTitle: 'Supprimer le message ?',
    deleteBody: 'Le message est supprimé pour tous les participants du fil.',
    deleteConfirm: 'Supprimer',
    cancel: 'Annuler',
    editLabel: 'Modifier votre message',
    saveEdit: 'Enregistrer',
    cancelEdit: 'Annuler',
    edited: 'Message mis à jour.',
    editFailed: 'Impossible de mettre à jour le message.',
    copyLink: 'Copier le lien',
    linkCopied: 'Lien copié.',
    linkCopyFailed: 'Impossible de copier le lien.',
  },

  composer: {
    label: 'Message',
    send: 'Envoyer le message',
    attach: 'Joindre des fichiers',
    removeAttachment: (filename) => `Retirer ${filename}`,
    placeholder: 'Message… (@ pour mentionner)',
    mentionsLabel: 'Membres à mentionner',
    previewLabel: 'Pièces jointes à envoyer',
    important: 'Annonce importante',
    importantHint: 'Les membres doivent confirmer qu\u2019ils l\u2019ont lue.',
    fileSize: (kilobytes) => `${kilobytes} Ko`,
  },

  roomComposer: {
    legend: 'Publier dans',
    latest: (title) => `Dernier fil : ${title}`,
    newThread: 'Nouveau fil',
    titleLabel: 'Titre du fil que ce message ouvre',
    titlePlaceholder: 'Facultatif : la première ligne du message',
  },

  window: {
    title: 'Chat d\u2019équipe',
    chatTab: 'Chat',
    aiTab: 'Assistant IA',
    tabsLabel: 'Vues de la fenêtre de chat',
    minimize: 'Réduire la fenêtre de chat',
    close: 'Fermer la fenêtre de chat',
    reopen: 'Ouvrir la fenêtre de chat',
    back: 'Retour',
    openPage: 'Ouvrir la page du chat',
  },

  announcement: {
    title: 'Annonce importante',
    says: (username) => `${username} annonce :`,
    goToChat: 'Aller au chat',
    confirmRead: 'Confirmer la lecture',
    confirmed: 'Annonce confirmée.',
    confirmFailed: 'Impossible de confirmer l\u2019annonce.',
    waiting: (count) =>
      plural(count, {
        one: 'Encore une annonce après celle-ci.',
        other: 'Encore # annonces après celle-ci.',
      }),
  },

  toasts: {
    newMessage: (name, room) => `Nouveau message de ${name} dans ${room}`,
    mentioned: (name, room) => `${name} vous a mentionné dans ${room}`,
    newThread: (title) => `Nouveau fil : ${title}`,
    markReadFailed: 'Impossible de marquer le chat comme lu.',
    confirmReadFailed: 'Impossible de confirmer la lecture.',
    confirmReadDone: 'Lecture confirmée !',
    deleteFailed: 'Impossible de supprimer le message.',
    pinFailed: 'Impossible de modifier l\u2019épinglage.',
    pinned: 'Message épinglé.',
    unpinned: 'Message détaché.',
    markedImportant: 'Message marqué comme important.',
    unmarkedImportant: 'Le message n\u2019est plus marqué comme important.',
    importantFailed: 'Impossible de modifier la marque « important ».',
    noThreadSelected: 'Aucun fil sélectionné.',
    sendFailed: 'Impossible d\u2019envoyer le message.',
    fetchRoomsFailed: 'Impossible de charger les salons',
    fetchThreadsFailed: 'Impossible de charger les fils',
    fetchRoomFailed: 'Impossible de charger les détails du salon',
    fetchChatsFailed: 'Impossible de charger les discussions',
    roomIdMissing: 'Impossible de charger le fil : identifiant du salon manquant.',
    fileTypeNotAllowed: (file) => `Type de fichier non autorisé : ${file}`,
  },

  emoji: {
    open: 'Insérer un emoji',
    pickerLabel: 'Emoji',
    searchLabel: 'Rechercher un emoji',
    searchPlaceholder: 'Rechercher un emoji',
    loading: 'Chargement des emojis...',
    noResults: 'Aucun emoji trouvé.',
    frequentlyUsed: 'Fréquemment utilisés',
    results: 'Résultats de la recherche',
    attribution: 'Graphismes des emojis : Twemoji, CC-BY 4.0',
  },

  memberCard: {
    open: (name) => `${name}, ouvrir la fiche de profil`,
    label: (name) => `Fiche de profil de ${name}`,
  },

  presence: {
    status: { online: 'En ligne', away: 'Absent', offline: 'Hors ligne' },
    typing: (names) =>
      names.length === 0
        ? ''
        : names.length === 1
          ? `${names[0]} est en train d\u2019écrire…`
          : names.length === 2
            ? `${names[0]} et ${names[1]} sont en train d\u2019écrire…`
            : 'Plusieurs personnes sont en train d\u2019écrire…',
  },

  search: {
    label: 'Rechercher des messages',
    placeholder: 'Rechercher des messages',
    filters: 'Filtres de recherche',
    person: 'De',
    anyone: 'N\u2019importe qui',
    room: 'Dans',
    anyRoom: 'Tous les salons',
    afterDay: 'Du',
    beforeDay: 'Au',
    hasAttachment: 'Avec pièce jointe',
    rangeReversed: 'Le premier jour doit précéder le dernier.',
    results: 'Résultats de la recherche',
    searching: 'Recherche...',
    empty: 'Aucun message ne correspond.',
    emptyHint: 'Essayez d\u2019autres mots ou moins de filtres.',
    failed: 'Impossible de rechercher les messages.',
    loadMore: 'Afficher plus de résultats',
    close: 'Fermer la recherche',
    keyboardHint:
      'La flèche vers le bas mène aux résultats, Entrée en ouvre un, Échap revient en arrière.',
    place: (room, thread) => `${room} › ${thread}`,
    attachments: (count) => plural(count, { one: '# pièce jointe', other: '# pièces jointes' }),
  },

  desktopNotification: {
    title: 'Nouveau message dans le chat',
    body: (name, content) => `${name} : ${content}`,
  },
};
