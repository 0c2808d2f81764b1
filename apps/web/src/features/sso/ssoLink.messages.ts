import { localizedFirstPaint } from '../../platform/i18n';

/** The sign-in page's link and the Settings menu label (kept apart: both load before the rest). */
export const ssoLinkMessagesEn = {
  signInWithSso: 'Sign in with single sign-on',
  pageLabel: 'Single sign-on',
} as const;

/** On the sign-in page's first paint: French and German load as their own chunks. */
export const ssoLinkMessages = localizedFirstPaint('ssoLink', ssoLinkMessagesEn, {
  fr: () => import('./ssoLink.messages.fr').then((module) => module.ssoLinkMessagesFr),
  de: () => import('./ssoLink.messages.de').then((module) => module.ssoLinkMessagesDe),
});
