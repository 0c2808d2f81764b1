import type { Translation } from '../../platform/i18n';
import type { layoutMessagesEn } from './layout.messages';

export const layoutMessagesDe: Translation<typeof layoutMessagesEn> = {
  header: {
    homeLabel: 'Worksphere-Startseite',
    login: 'Anmelden',
    register: 'Registrieren',
    navigationLabel: 'Konto',
  },
  footer: {
    tagline: 'Der selbst gehostete Arbeitsbereich für Ihr ganzes Unternehmen.',
    privacy: 'Datenschutz',
    terms: 'Nutzungsbedingungen',
    signIn: 'Anmelden',
    navigationLabel: 'Rechtliches',
  },
  skipToContent: 'Zum Inhalt springen',
  initialLoading: 'Worksphere wird geladen...',
  routeError: {
    title: 'Etwas ist schiefgelaufen',
    text: 'Diese Seite konnte nicht angezeigt werden. Neu laden hilft meistens; wenn es wieder passiert, wenden Sie sich an Ihren Administrator.',
    reload: 'Seite neu laden',
    home: 'Zur Startseite',
  },
};
