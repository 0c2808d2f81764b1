import type { Translation } from '../../platform/i18n';
import type { shellMessagesEn } from './shell.messages';

export const shellMessagesFr: Translation<typeof shellMessagesEn> = {
  topBar: {
    back: 'Retour',
    openChat: 'Ouvrir le chat',
    quickNote: 'Note rapide',
    quickCalendar: 'Calendrier rapide',
    quickTask: 'Tâche rapide',
    addWidget: 'Ajouter un widget au tableau de bord',
    logoLabel: 'Tableau de bord Worksphere',
    navigationLabel: 'Principal',
    search: 'Recherche et commandes (Ctrl+K)',
  },

  nav: {
    label: 'Espace de travail',
    dashboard: 'Tableau de bord',
    tasks: 'Tâches',
    notes: 'Notes',
    projects: 'Projets',
    calendar: 'Calendrier',
    chat: 'Chat',
    mail: 'Messagerie',
    contacts: 'Contacts',
    documents: 'Documents',
    pointOfSale: 'Point de vente',
    phone: 'Téléphone',
    more: 'Plus',
    moreLabel: 'Autres espaces',
  },

  quickCalendar: {
    title: 'Calendrier',
    loading: 'Chargement du calendrier...',
  },

  notFound: {
    documentTitle: 'Page introuvable · Worksphere',
    title: 'Page introuvable',
    text: 'Il n\u2019y a rien à cette adresse. La page a peut-être été déplacée, ou le lien contient une faute de frappe.',
    goToDashboard: 'Aller à votre tableau de bord',
  },
};
