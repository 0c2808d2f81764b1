import type { Translation } from '../../platform/i18n';
import type { legalMessagesEn } from './legal.messages';

export const legalMessagesFr: Translation<typeof legalMessagesEn> = {
  lastUpdatedLabel: 'Dernière mise à jour',
  lastUpdated: '2026-11-21',
  contentsLabel: 'Sur cette page',

  privacy: {
    documentTitle: 'Confidentialité · Worksphere',
    title: 'Confidentialité',
    intro:
      'Worksphere est un logiciel qu\u2019une organisation installe et exploite sur son propre serveur. Cette page explique ce que cette installation enregistre à votre sujet, pourquoi, et à qui vous adresser.',
    sections: [
      {
        id: 'who',
        heading: 'Qui est responsable',
        paragraphs: [
          'L\u2019organisation qui exploite cette installation de Worksphere (l\u2019exploitant) décide de son usage et est responsable des données personnelles qu\u2019elle contient. Les éditeurs du logiciel Worksphere ne reçoivent, ne voient ni ne traitent ces données.',
          'Les questions ou demandes concernant vos données sont à adresser aux administrateurs de votre organisation, ou à la personne qui gère ce serveur.',
        ],
      },
      {
        id: 'what',
        heading: 'Ce qui est enregistré',
        paragraphs: [
          'Votre compte : nom d\u2019utilisateur, adresse e-mail, prénom et nom, votre rôle et vos autorisations, et votre organisation. Votre mot de passe n\u2019est jamais enregistré tel quel, seulement sous forme d\u2019empreinte salée qui ne permet pas de retrouver le mot de passe.',
          'Ce que vous et vos collègues créez : tâches, notes, événements d\u2019agenda, messages de discussion et pièces jointes, documents, et commandes de caisse, y compris le nom et le numéro de téléphone qu\u2019un client indique en commandant.',
          'Sessions : lorsque vous vous connectez, une session est enregistrée avec sa date de création et d\u2019expiration. Le jeton de session lui-même n\u2019est enregistré que sous forme d\u2019empreinte.',
          'Journaux du serveur : pour la sécurité et le dépannage, le serveur journalise les requêtes, ce qui peut inclure votre adresse IP et l\u2019heure de la requête.',
        ],
      },
      {
        id: 'browser',
        heading: 'Cookies et stockage du navigateur',
        paragraphs: [
          'Worksphere dépose un seul cookie, un cookie de session httpOnly qui vous garde connecté. Il n\u2019est pas lisible par les scripts et ne sert pas au suivi.',
          'Pour que vous puissiez garder plusieurs comptes connectés et passer de l\u2019un à l\u2019autre, le navigateur conserve les sessions enregistrées (leurs jetons, noms d\u2019utilisateur et noms d\u2019organisation) dans son stockage local. La déconnexion les supprime de ce navigateur.',
          'Il n\u2019y a ni cookie publicitaire ou de mesure d\u2019audience, ni traceur tiers.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Services extérieurs à ce serveur',
        paragraphs: [
          'Par défaut, rien ne quitte ce serveur. Des données ne sont envoyées ailleurs que lorsque l\u2019exploitant ou vous-même activez une fonction qui en a besoin, et seulement ce dont cette fonction a besoin :',
          'l\u2019envoi d\u2019e-mails par le serveur de messagerie de l\u2019exploitant ; Google ou Microsoft lorsque vous connectez une boîte aux lettres ou un agenda ; un fournisseur de modèle d\u2019IA lorsque l\u2019exploitant en configure un pour l\u2019assistant ; un opérateur de téléphonie pour les appels et les SMS ; un service météo pour les prévisions de l\u2019agenda (seul le lieu configuré est transmis).',
          'Les jetons et mots de passe des comptes connectés sont chiffrés sur ce serveur.',
        ],
      },
      {
        id: 'retention',
        heading: 'Durée de conservation',
        paragraphs: [
          'Les données de compte et les contenus sont conservés tant que votre compte et votre organisation existent. Les sessions expirent d\u2019elles-mêmes et prennent fin lorsque vous vous déconnectez ou changez de mot de passe. Les liens de réinitialisation du mot de passe ne fonctionnent qu\u2019une fois et expirent.',
          'L\u2019exploitant décide des sauvegardes et de la suppression des données après la fermeture d\u2019un compte.',
        ],
      },
      {
        id: 'rights',
        heading: 'Vos choix et vos droits',
        paragraphs: [
          'Vous pouvez consulter et corriger votre profil dans les paramètres du profil. Vous pouvez demander aux administrateurs de votre organisation une copie de vos données, leur rectification, ou la suppression de votre compte et de vos données. Selon votre lieu de résidence, la législation sur la protection des données peut vous accorder d\u2019autres droits, que l\u2019exploitant prend en charge.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications',
        paragraphs: [
          'Si l\u2019exploitant modifie la manière dont cette installation traite les données personnelles, cette page sera mise à jour et la date ci-dessus changera.',
        ],
      },
    ],
  },

  terms: {
    documentTitle: 'Conditions · Worksphere',
    title: 'Conditions d\u2019utilisation',
    intro:
      'Ces conditions régissent votre utilisation de cette installation de Worksphere, exploitée par une organisation sur son propre serveur (l\u2019exploitant). En créant un compte ou en vous connectant, vous les acceptez.',
    sections: [
      {
        id: 'accounts',
        heading: 'Votre compte',
        paragraphs: [
          'Donnez des informations exactes lors de votre inscription et gardez votre mot de passe pour vous. Vous êtes responsable de ce qui se passe sous votre compte ; si vous pensez que quelqu\u2019un d\u2019autre l\u2019a utilisé, changez votre mot de passe, ce qui déconnecte vos autres sessions, et prévenez un administrateur.',
          'Chaque compte appartient à une organisation. Ses administrateurs peuvent inviter des membres, modifier les rôles et les autorisations, et désactiver des comptes.',
        ],
      },
      {
        id: 'use',
        heading: 'Utilisation acceptable',
        paragraphs: [
          'N\u2019utilisez pas Worksphere pour enfreindre la loi ou les droits d\u2019autrui, envoyer du spam, téléverser des logiciels malveillants ou harceler qui que ce soit. N\u2019essayez pas d\u2019accéder aux données d\u2019une autre organisation, de contourner les autorisations ou les limites de débit, ni de perturber le serveur.',
          'L\u2019exploitant peut suspendre les comptes qui enfreignent ces règles.',
        ],
      },
      {
        id: 'content',
        heading: 'Votre contenu',
        paragraphs: [
          'Ce que vous créez reste à vous et à votre organisation. L\u2019exploitant ne l\u2019enregistre et ne le traite que pour fournir le service à votre organisation. Les notes partagées avec l\u2019organisation sont visibles par tous ses membres.',
        ],
      },
      {
        id: 'connected',
        heading: 'Services connectés et assistant IA',
        paragraphs: [
          'Lorsque vous connectez un compte Google, Microsoft ou autre, les conditions propres à ce fournisseur s\u2019appliquent également à ce qui s\u2019y passe.',
          'L\u2019assistant IA peut se tromper. Vérifiez ce qu\u2019il prépare, comme des tâches, des réponses ou des commandes, avant de vous y fier. Il ne peut faire que ce que vos propres autorisations permettent.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilité et responsabilité',
        paragraphs: [
          'L\u2019exploitant gère cette installation et est responsable de sa disponibilité et des sauvegardes. Le logiciel est fourni en l\u2019état, sans garantie. Dans la mesure permise par la loi, ni l\u2019exploitant ni les éditeurs du logiciel ne sont responsables des pertes indirectes ou des pertes de données résultant de son utilisation.',
        ],
      },
      {
        id: 'ending',
        heading: 'Fin de l\u2019utilisation',
        paragraphs: [
          'Vous pouvez cesser d\u2019utiliser Worksphere à tout moment et demander à vos administrateurs de supprimer votre compte. Les administrateurs peuvent désactiver les comptes qui ne sont plus nécessaires.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications de ces conditions',
        paragraphs: [
          'L\u2019exploitant peut mettre à jour ces conditions. La date ci-dessus indique la dernière version ; continuer à utiliser Worksphere après une modification vaut acceptation de celle-ci.',
        ],
      },
    ],
  },
};
