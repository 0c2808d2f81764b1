import type { Translation } from '../../platform/i18n';
import type { homeMessagesEn } from './home.messages';

export const homeMessagesFr: Translation<typeof homeMessagesEn> = {
  documentTitle: 'Worksphere · L\u2019espace de travail d\u2019entreprise auto-hébergé',
  eyebrow: 'Espace de travail d\u2019entreprise auto-hébergé',
  title: 'Gérez toute votre entreprise depuis un espace de travail qui vous appartient.',
  lead: 'Worksphere réunit tâches, notes, calendriers, chat d\u2019équipe, assistant IA, documents, e-mail, appels et prise de commandes pour votre organisation, sur votre propre serveur.',
  register: 'Créer votre organisation',
  login: 'Se connecter',
  openDashboard: 'Ouvrir votre tableau de bord',
  signedInAs: (username) => `Vous êtes connecté en tant que ${username}.`,

  areasTitle: 'Tout ce avec quoi votre équipe travaille, au même endroit',
  areasLead:
    'Chaque membre appartient à une organisation et voit son travail, et rien de celui des autres.',
  areas: [
    {
      id: 'tasks',
      title: 'Tâches et projets',
      text: 'Confiez du travail à plusieurs personnes, fixez des dates de début et d\u2019échéance, regroupez les tâches par projet et catégorie, et faites attendre une tâche sur une autre.',
    },
    {
      id: 'notes',
      title: 'Notes',
      text: 'Notez idées et comptes rendus de réunion. Gardez-les pour vous ou partagez-les avec toute l\u2019organisation.',
    },
    {
      id: 'calendar',
      title: 'Calendrier',
      text: 'Un calendrier d\u2019espace de travail intégré à côté de vos calendriers Google et Microsoft, en grille mensuelle ou en agenda.',
    },
    {
      id: 'chat',
      title: 'Chat d\u2019équipe',
      text: 'Des salons et des fils pour chaque sujet, et des annonces importantes dont chacun confirme la lecture.',
    },
    {
      id: 'ai',
      title: 'Assistant IA',
      text: 'Demandez simplement de créer des tâches, de retrouver un message, de rédiger une réponse ou de préparer une commande. Il agit uniquement avec vos autorisations.',
    },
    {
      id: 'documents',
      title: 'Documents',
      text: 'Un éditeur de texte enrichi avec dossiers et images, et l\u2019export en PDF, Word et Markdown.',
    },
    {
      id: 'email',
      title: 'E-mail',
      text: 'Connectez Gmail, Outlook ou toute boîte IMAP, pour vous ou partagée avec votre organisation.',
    },
    {
      id: 'calls',
      title: 'Appels et SMS',
      text: 'Appelez vos clients et envoyez-leur des SMS depuis le navigateur, avec un journal des appels et des transcriptions.',
    },
    {
      id: 'pos',
      title: 'Point de vente',
      text: 'Prenez les commandes au comptoir ou laissez vos clients commander en ligne à emporter, et suivez chaque commande en direct.',
    },
  ],

  ownershipTitle: 'À vous de le faire tourner',
  ownershipLead: 'Worksphere est un logiciel que vous installez, pas un service que vous louez.',
  ownershipPoints: [
    {
      id: 'install',
      title: 'Un seul processus, rien d\u2019autre à installer',
      text: 'Lancez-le sur une machine et il fait tourner sa propre base de données. Quand un serveur ne suffit plus, reliez-le à PostgreSQL et Redis et ajoutez-en d\u2019autres.',
    },
    {
      id: 'data',
      title: 'Vos données restent chez vous',
      text: 'Tout est sur votre serveur. Les mots de passe ne sont stockés que sous forme de hachages, les sessions peuvent être révoquées, et chaque enregistrement appartient à une seule organisation.',
    },
    {
      id: 'accounts',
      title: 'Plusieurs comptes, un seul navigateur',
      text: 'Restez connecté côte à côte à votre entreprise et aux espaces de vos clients, et passez de l\u2019un à l\u2019autre en un clic.',
    },
  ],

  closingTitle: 'Prêt à configurer votre espace de travail ?',
  closingText:
    'Créez une organisation en une minute, puis invitez votre équipe depuis les Paramètres du profil.',
};
