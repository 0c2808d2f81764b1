import type { Translation } from '../../platform/i18n';
import type { shellMessagesEn } from './shell.messages';

export const shellMessagesDe: Translation<typeof shellMessagesEn> = {
  topBar: {
    back: 'Zurück',
    openChat: 'Chat öffnen',
    quickNote: 'Schnellnotiz',
    quickCalendar: 'Schnellkalender',
    quickTask: 'Schnellaufgabe',
    addWidget: 'Widget zum Dashboard hinzufügen',
    logoLabel: 'Worksphere-Dashboard',
    navigationLabel: 'Hauptmenü',
    search: 'Suche und Befehle (Strg+K)',
  },

  nav: {
    label: 'Arbeitsbereich',
    dashboard: 'Dashboard',
    tasks: 'Aufgaben',
    notes: 'Notizen',
    projects: 'Projekte',
    calendar: 'Kalender',
    chat: 'Chat',
    mail: 'E-Mail',
    contacts: 'Kontakte',
    documents: 'Dokumente',
    pointOfSale: 'Kasse',
    phone: 'Telefon',
    more: 'Mehr',
    moreLabel: 'Weitere Bereiche',
  },

  quickCalendar: {
    title: 'Kalender',
    loading: 'Kalender wird geladen...',
  },

  notFound: {
    documentTitle: 'Seite nicht gefunden · Worksphere',
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es nichts. Die Seite wurde vielleicht verschoben, oder der Link enthält einen Tippfehler.',
    goToDashboard: 'Zu Ihrem Dashboard',
  },
};
