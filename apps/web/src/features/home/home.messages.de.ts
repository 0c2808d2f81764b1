import type { Translation } from '../../platform/i18n';
import type { homeMessagesEn } from './home.messages';

export const homeMessagesDe: Translation<typeof homeMessagesEn> = {
  documentTitle: 'Worksphere · Der selbst gehostete Arbeitsbereich für Unternehmen',
  eyebrow: 'Selbst gehosteter Arbeitsbereich für Unternehmen',
  title: 'Führen Sie Ihr ganzes Unternehmen aus einem Arbeitsbereich, der Ihnen gehört.',
  lead: 'Worksphere vereint Aufgaben, Notizen, Kalender, Team-Chat, einen KI-Assistenten, Dokumente, E-Mail, Anrufe und Kassenbestellungen für Ihre Organisation, auf Ihrem eigenen Server.',
  register: 'Organisation erstellen',
  login: 'Anmelden',
  openDashboard: 'Ihr Dashboard öffnen',
  signedInAs: (username) => `Sie sind als ${username} angemeldet.`,

  areasTitle: 'Alles, womit Ihr Team arbeitet, an einem Ort',
  areasLead:
    'Jedes Mitglied gehört zu einer Organisation und sieht deren Arbeit, und nichts von anderen.',
  areas: [
    {
      id: 'tasks',
      title: 'Aufgaben und Projekte',
      text: 'Verteilen Sie Arbeit auf mehrere Personen, legen Sie Start- und Fälligkeitsdaten fest, gruppieren Sie Aufgaben nach Projekt und Kategorie und lassen Sie eine Aufgabe auf eine andere warten.',
    },
    {
      id: 'notes',
      title: 'Notizen',
      text: 'Halten Sie Ideen und Besprechungsnotizen fest. Behalten Sie sie für sich oder teilen Sie sie mit der ganzen Organisation.',
    },
    {
      id: 'calendar',
      title: 'Kalender',
      text: 'Ein eingebauter Kalender für den Arbeitsbereich neben Ihren Google- und Microsoft-Kalendern, als Monatsansicht oder Agenda.',
    },
    {
      id: 'chat',
      title: 'Team-Chat',
      text: 'Räume und Threads für jedes Thema und wichtige Ankündigungen, deren Lektüre alle bestätigen.',
    },
    {
      id: 'ai',
      title: 'KI-Assistent',
      text: 'Bitten Sie in einfachen Worten darum, Aufgaben zu erstellen, eine Nachricht zu finden, eine Antwort zu entwerfen oder eine Bestellung vorzubereiten. Er handelt nur mit Ihren Berechtigungen.',
    },
    {
      id: 'documents',
      title: 'Dokumente',
      text: 'Ein Editor für formatierten Text mit Ordnern und Bildern sowie Export nach PDF, Word und Markdown.',
    },
    {
      id: 'email',
      title: 'E-Mail',
      text: 'Verbinden Sie Gmail, Outlook oder ein beliebiges IMAP-Postfach, für sich selbst oder geteilt mit Ihrer Organisation.',
    },
    {
      id: 'calls',
      title: 'Anrufe und SMS',
      text: 'Rufen Sie Kunden aus dem Browser an und schreiben Sie ihnen SMS, mit Anrufprotokoll und Transkripten.',
    },
    {
      id: 'pos',
      title: 'Kasse',
      text: 'Nehmen Sie Bestellungen an der Theke auf oder lassen Sie Kunden online zur Abholung bestellen, und verfolgen Sie jede Bestellung live.',
    },
  ],

  ownershipTitle: 'In Ihrer Hand',
  ownershipLead: 'Worksphere ist Software, die Sie installieren, kein Dienst, den Sie mieten.',
  ownershipPoints: [
    {
      id: 'install',
      title: 'Ein Prozess, sonst nichts zu installieren',
      text: 'Starten Sie es auf einem Rechner, und es betreibt seine eigene Datenbank. Wenn ein Server nicht mehr reicht, verbinden Sie es mit PostgreSQL und Redis und fügen Sie weitere hinzu.',
    },
    {
      id: 'data',
      title: 'Ihre Daten bleiben bei Ihnen',
      text: 'Alles liegt auf Ihrem Server. Passwörter werden nur als Hashes gespeichert, Sitzungen können widerrufen werden, und jeder Datensatz gehört zu genau einer Organisation.',
    },
    {
      id: 'accounts',
      title: 'Mehrere Konten, ein Browser',
      text: 'Bleiben Sie in Ihrem eigenen Unternehmen und in den Arbeitsbereichen Ihrer Kunden nebeneinander angemeldet und wechseln Sie mit einem Klick.',
    },
  ],

  closingTitle: 'Bereit, Ihren Arbeitsbereich einzurichten?',
  closingText:
    'Erstellen Sie in einer Minute eine Organisation und laden Sie dann Ihr Team über die Profileinstellungen ein.',
};
