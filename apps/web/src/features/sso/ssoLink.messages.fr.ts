import type { Translation } from '../../platform/i18n';
import type { ssoLinkMessagesEn } from './ssoLink.messages';

export const ssoLinkMessagesFr: Translation<typeof ssoLinkMessagesEn> = {
  signInWithSso: 'Se connecter avec l\u2019authentification unique',
  pageLabel: 'Authentification unique',
};
