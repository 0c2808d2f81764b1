import type { SsoErrorCode } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { ssoMessagesDe } from './sso.messages.de';
import { ssoMessagesFr } from './sso.messages.fr';

/** Texts of single sign-on: the sign-in page and Settings > Single sign-on. */
export const ssoMessagesEn = {
  signIn: {
    documentTitle: 'Single sign-on',
    title: 'Sign in with single sign-on',
    subtitle: 'Enter your work e-mail: your organisation\u2019s sign-in page opens.',
    emailLabel: 'Work e-mail',
    emailRequired: 'Enter your work e-mail.',
    submit: 'Continue',
    submitting: 'Opening your sign-in page\u2026',
    completing: 'Signing you in\u2026',
    failed: 'Single sign-on could not start.',
    completeFailed: 'Signing in did not finish. Try again.',
    backToPassword: 'Sign in with a password instead',
    errors: {
      expired: 'This sign-in took too long or was already used. Start again.',
      denied: 'The sign-in was cancelled at your organisation\u2019s provider.',
      failed:
        'Your organisation\u2019s provider answered something we could not trust. Try again or ask an administrator.',
      domain: 'That account\u2019s e-mail is not one of your organisation\u2019s domains.',
      account: 'That e-mail belongs to an account that cannot sign in here. Ask an administrator.',
    } satisfies Record<SsoErrorCode, string>,
  },
  settings: {
    title: 'Single sign-on',
    description:
      'Members sign in through your identity provider (OpenID Connect). New addresses of your domains join as members.',
    loading: 'Loading single sign-on\u2026',
    listName: 'the single sign-on settings',
    retry: 'Try again',
    redirectUriLabel: 'Redirect URI to register at the provider',
    copy: 'Copy',
    copied: 'Redirect URI copied.',
    copyFailed: 'Could not copy. Select the address and copy it yourself.',
    issuerLabel: 'Issuer URL',
    issuerHint:
      'e.g. https://login.example.com \u2014 its /.well-known/openid-configuration is read.',
    clientIdLabel: 'Client ID',
    clientSecretLabel: 'Client secret',
    clientSecretKeepHint: 'A secret is stored. Leave empty to keep it.',
    clientSecretHint: 'Stored encrypted; it is never shown again.',
    domainsLabel: 'E-mail domains',
    domainsHint: 'Separate with commas, e.g. example.com, example.org.',
    requireLabel: 'Require single sign-on (members cannot sign in with a password)',
    breakGlassLabel: 'Keeps password sign-in (break-glass administrator)',
    adminOption: (name: string, username: string) => `${name} (${username})`,
    breakGlassHint:
      'This administrator can still sign in with a password, so a broken provider cannot lock everyone out.',
    save: 'Save',
    saving: 'Checking the provider\u2026',
    saved: 'Single sign-on saved.',
    saveFailed: 'Single sign-on could not be saved.',
    remove: 'Turn off single sign-on',
    removed: 'Single sign-on turned off.',
    removeFailed: 'Single sign-on could not be turned off.',
  },
} as const;

export const ssoMessages = localized('sso', {
  en: ssoMessagesEn,
  fr: ssoMessagesFr,
  de: ssoMessagesDe,
});
