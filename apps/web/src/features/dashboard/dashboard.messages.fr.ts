import { plural, type Translation } from '../../platform/i18n';
import type { dashboardMessagesEn } from './dashboard.messages';

export const dashboardMessagesFr: Translation<typeof dashboardMessagesEn> = {
  documentTitle: 'Tableau de bord · Worksphere',
  greeting: {
    morning: 'Bonjour',
    afternoon: 'Bon après-midi',
    evening: 'Bonsoir',
  },
  workspaceOf: (organizationName) => `Espace de travail ${organizationName}`,

  grid: {
    label: 'Vos widgets',
    loading: 'Chargement de votre tableau de bord...',
    loadFailed: 'Impossible de charger votre tableau de bord.',
    retry: 'Réessayer',
    saveFailed:
      'Impossible d\u2019enregistrer votre tableau de bord. Il affiche ce qui est enregistré.',
    emptyTitle: 'Votre tableau de bord est vide',
    emptyText:
      'Ajoutez les widgets que vous voulez voir en premier : tâches bientôt dues, notes récentes, vos projets. Disposez-les à votre façon.',
    addWidget: 'Ajouter un widget',
    moved: (title, position, count) => `${title} déplacé en position ${position} sur ${count}.`,
    removed: (title) => `${title} retiré de votre tableau de bord.`,
    added: (title) => `${title} ajouté à votre tableau de bord.`,
    allAdded:
      'Tous les widgets sont déjà sur votre tableau de bord. Retirez-en un pour l\u2019ajouter à un autre endroit.',
    drag: {
      instructions:
        'Pour déplacer ce widget, appuyez sur Espace, déplacez-le avec les flèches et appuyez de nouveau sur Espace pour le déposer, ou sur Échap pour annuler.',
      picked: (title, position, count) => `${title} saisi, en position ${position} sur ${count}.`,
      over: (title, position, count) =>
        `${title} est au-dessus de la position ${position} sur ${count}.`,
      dropped: (title, position, count) => `${title} déposé en position ${position} sur ${count}.`,
      cancelled: (title) => `Le déplacement de ${title} a été annulé.`,
    },
  },

  frame: {
    moveUp: (title) => `Monter ${title}`,
    moveDown: (title) => `Descendre ${title}`,
    remove: (title) => `Retirer ${title}`,
    dragHandle: (title) => `Faire glisser ${title} ailleurs`,
  },

  picker: {
    title: 'Ajouter un widget',
    description:
      'Choisissez ce que montre votre tableau de bord. Vous pouvez réordonner ou retirer les widgets à tout moment.',
    add: 'Ajouter',
    addLabel: (title) => `Ajouter ${title}`,
    onDashboard: 'Sur votre tableau de bord',
    close: 'Terminé',
  },

  widgets: {
    tasksDueSoon: {
      title: 'Mes tâches bientôt dues',
      description: 'Vos tâches ouvertes dues dans les 7 prochains jours, les retards d\u2019abord.',
      listName: 'les tâches bientôt dues',
      empty: 'Rien ne vous est dû dans les 7 prochains jours.',
      openAll: 'Ouvrir mes tâches',
    },
    recentNotes: {
      title: 'Notes récentes',
      description: 'Les notes visibles par vous modifiées en dernier, les vôtres et les partagées.',
      listName: 'les notes récentes',
      empty: 'Aucune note pour l\u2019instant.',
      openAll: 'Aller aux notes',
    },
    assignedToMe: {
      title: 'Attribuées à moi',
      description:
        'Toutes les tâches ouvertes qui vous sont attribuées, les plus urgentes d\u2019abord.',
      listName: 'les tâches qui vous sont attribuées',
      empty: 'Aucune tâche ouverte ne vous est attribuée.',
      openAll: 'Ouvrir mes tâches',
    },
    projectsOverview: {
      title: 'Aperçu des projets',
      description: 'Les projets actifs avec leurs tâches ouvertes et terminées.',
      listName: 'les projets',
      empty: 'Aucun projet actif pour l\u2019instant.',
      openAll: (count) =>
        count > 0
          ? plural(count, { one: 'Le projet', other: 'Les # projets' })
          : 'Aller aux projets',
    },
    unreadChat: {
      title: 'Chat non lu',
      description: 'Les fils contenant des messages que vous n\u2019avez pas encore lus.',
      listName: 'le chat non lu',
      empty: 'Vous êtes à jour.',
      openAll: 'Aller au chat',
      where: (room, thread) => `${room} · ${thread}`,
      unread: (count) => plural(count, { one: '# non lu', other: '# non lus' }),
      mentions: (count) => plural(count, { one: '# mention', other: '# mentions' }),
    },
    announcementsToConfirm: {
      title: 'Annonces à confirmer',
      description: 'Les messages importants qui attendent votre confirmation de lecture.',
      listName: 'les annonces',
      empty: 'Aucune annonce ne vous attend.',
      openAll: 'Aller au chat',
      from: (name, room) => `${name} dans ${room}`,
      confirm: 'Confirmer la lecture',
      open: 'Ouvrir le fil',
      confirmed: 'Annonce confirmée.',
    },
    loading: 'Chargement...',
    retry: 'Réessayer',
  },

  gettingStarted: {
    title: 'Premiers pas',
    dismiss: 'Masquer Premiers pas',
    profile: {
      title: 'Complétez votre profil',
      text: 'Vérifiez votre nom et votre adresse e-mail.',
    },
    password: {
      title: 'Protégez votre compte',
      text: 'Choisissez un mot de passe robuste et unique.',
    },
    invite: {
      title: 'Invitez votre équipe',
      text: 'Envoyez des liens d\u2019invitation et gérez les rôles.',
    },
    chat: {
      title: 'Ouvrez la fenêtre de chat',
      text: 'Échangez avec votre équipe dans des salons et des fils.',
    },
  },
};
