import { localized } from '../../platform/i18n';
import { layoutMessagesDe } from './layout.messages.de';
import { layoutMessagesFr } from './layout.messages.fr';

/** Texts of the public header and footer and of the route error screen. */
export const layoutMessagesEn = {
  header: {
    homeLabel: 'Worksphere home',
    login: 'Login',
    register: 'Register',
    navigationLabel: 'Account',
  },
  footer: {
    tagline: 'The self-hosted workspace for your whole business.',
    privacy: 'Privacy',
    terms: 'Terms',
    signIn: 'Sign in',
    navigationLabel: 'Legal',
  },
  skipToContent: 'Skip to content',
  initialLoading: 'Loading Worksphere...',
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reloading usually fixes it; if it keeps happening, tell your administrator.',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
} as const;

export const layoutMessages = localized('layout', {
  en: layoutMessagesEn,
  fr: layoutMessagesFr,
  de: layoutMessagesDe,
});
