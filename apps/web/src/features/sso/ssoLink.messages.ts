import { localized } from '../../platform/i18n';
import { ssoLinkMessagesDe } from './ssoLink.messages.de';
import { ssoLinkMessagesFr } from './ssoLink.messages.fr';

/** The sign-in page's link and the Settings menu label (kept apart: both load before the rest). */
export const ssoLinkMessagesEn = {
  signInWithSso: 'Sign in with single sign-on',
  pageLabel: 'Single sign-on',
} as const;

export const ssoLinkMessages = localized('ssoLink', {
  en: ssoLinkMessagesEn,
  fr: ssoLinkMessagesFr,
  de: ssoLinkMessagesDe,
});
