import type { Translation } from '../../platform/i18n';
import type { layoutMessagesEn } from './layout.messages';

export const layoutMessagesFr: Translation<typeof layoutMessagesEn> = {
  header: {
    homeLabel: 'Accueil Worksphere',
    login: 'Connexion',
    register: 'Inscription',
    navigationLabel: 'Compte',
  },
  footer: {
    tagline: 'L\u2019espace de travail auto-hébergé pour toute votre entreprise.',
    privacy: 'Confidentialité',
    terms: 'Conditions',
    signIn: 'Se connecter',
    navigationLabel: 'Mentions légales',
  },
  skipToContent: 'Aller au contenu',
  initialLoading: 'Chargement de Worksphere...',
  routeError: {
    title: 'Un problème est survenu',
    text: 'Cette page n\u2019a pas pu être affichée. Recharger la page règle généralement le problème ; s\u2019il se reproduit, prévenez votre administrateur.',
    reload: 'Recharger la page',
    home: 'Aller à la page d\u2019accueil',
  },
};
