import type { Translation } from '../../platform/i18n';
import type { ssoLinkMessagesEn } from './ssoLink.messages';

export const ssoLinkMessagesDe: Translation<typeof ssoLinkMessagesEn> = {
  signInWithSso: 'Mit Single Sign-on anmelden',
  pageLabel: 'Single Sign-on',
};
