import { localizedFirstPaint } from '../../platform/i18n';

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

/** On the sign-in page's first paint: French and German load as their own chunks. */
export const layoutMessages = localizedFirstPaint('layout', layoutMessagesEn, {
  fr: () => import('./layout.messages.fr').then((module) => module.layoutMessagesFr),
  de: () => import('./layout.messages.de').then((module) => module.layoutMessagesDe),
});
