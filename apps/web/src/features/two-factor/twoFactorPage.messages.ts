import { localized } from '../../platform/i18n';

/** The Settings menu's label of the page, apart so the menu does not load the page's texts. */
export const twoFactorPageMessagesEn = { pageLabel: 'Two-factor sign-in' };

export const twoFactorPageMessages = localized('twoFactorPage', {
  en: twoFactorPageMessagesEn,
  fr: { pageLabel: 'Connexion à deux facteurs' },
  de: { pageLabel: 'Zwei-Faktor-Anmeldung' },
});
