import {
  INBOX_TEXT_KEYS,
  inboxDatesIn,
  inboxTextEnglish,
  taskWatchedChangeBody,
  type InboxItemText,
  type InboxTextDates,
  type InboxTextKey,
  type InboxTextValues,
  type TaskChangeWords,
} from './inboxTexts.js';
import { aiActionTitleIn } from './aiActions.js';
import { CHAT_GENERAL_NAME_IN, CHAT_GENERAL_ROOM_NAME } from './chatStart.js';
import { pluralIn } from './plural.js';

/**
 * `@worksphere/contracts/inbox-texts`: the French and German of the texts the server writes into
 * Inbox items and Web Pushes (`INBOX_ITEM_TEXTS`, whose English is the spec's), one source for
 * the web app's Inbox and the server's push notifications. Kept out of the main entry, so only the code that
 * shows Inbox items loads it.
 */
export type InboxTextCatalogue = Record<
  InboxTextKey,
  (values: InboxTextValues, dates?: InboxTextDates) => string
>;

/** The languages items are shown in, by the tag users.locale and the web app use. */
export type InboxTextLocale = 'en' | 'fr' | 'de';

/** The English, filled exactly as the server fills the item's stored title and body. */
export const inboxItemTextsEn = Object.fromEntries(
  INBOX_TEXT_KEYS.map((key) => [
    key,
    (values: InboxTextValues, dates?: InboxTextDates) => inboxTextEnglish({ key, values }, dates),
  ]),
) as InboxTextCatalogue;

const pluralFr = pluralIn('fr');
const pluralDe = pluralIn('de');

/** A chat room's name among the values: the General room in the language, others as typed. */
const roomFr = (room: string | number | undefined) =>
  room === CHAT_GENERAL_ROOM_NAME ? CHAT_GENERAL_NAME_IN.fr : room;
const roomDe = (room: string | number | undefined) =>
  room === CHAT_GENERAL_ROOM_NAME ? CHAT_GENERAL_NAME_IN.de : room;

const TASK_CHANGE_WORDS_FR: TaskChangeWords = {
  locale: 'fr',
  labels: {
    state: 'Statut',
    completed: 'Terminée',
    assignees: 'Responsables',
    startDate: 'Date de début',
    dueDate: 'Échéance',
    priority: 'Priorité',
  },
  priorities: {
    none: 'Sans priorité',
    urgent: 'Urgente',
    high: 'Haute',
    medium: 'Moyenne',
    low: 'Basse',
  },
  yes: 'Oui',
  no: 'Non',
  field: (label, value) => `${label} : ${value}`,
};

const TASK_CHANGE_WORDS_DE: TaskChangeWords = {
  locale: 'de',
  labels: {
    state: 'Status',
    completed: 'Erledigt',
    assignees: 'Zuständige',
    startDate: 'Startdatum',
    dueDate: 'Fälligkeitsdatum',
    priority: 'Priorität',
  },
  priorities: {
    none: 'Keine Priorität',
    urgent: 'Dringend',
    high: 'Hoch',
    medium: 'Mittel',
    low: 'Niedrig',
  },
  yes: 'Ja',
  no: 'Nein',
  field: (label, value) => `${label}: ${value}`,
};

/** "10 minutes", "2 heures", "1 jour": a reminder's distance, as the English writes it. */
function durationFr(minutes: number): string {
  if (minutes % 1440 === 0) return pluralFr(minutes / 1440, { one: '# jour', other: '# jours' });
  if (minutes % 60 === 0) return pluralFr(minutes / 60, { one: '# heure', other: '# heures' });
  return pluralFr(minutes, { one: '# minute', other: '# minutes' });
}

export const inboxItemTextsFr: InboxTextCatalogue = {
  taskAssigned: () => 'Tâche qui vous est assignée',
  taskChanged: () => 'Votre tâche a changé',
  taskCompleted: () => 'Votre tâche a été terminée',
  taskWatchedChanged: () => 'Une tâche que vous suivez a changé',
  taskWatchedChangedBody: (v, dates) => taskWatchedChangeBody(v, TASK_CHANGE_WORDS_FR, dates),
  taskMentioned: (v) => `${v.name} vous a mentionné dans ${v.task}`,
  taskCommented: (v) => `${v.name} a commenté ${v.task}`,
  taskReminder: () => 'Vous avez demandé à être rappelé de ceci.',
  documentMentioned: (v) => `${v.name} vous a mentionné dans ${v.document}`,
  announcement: (v) => `Annonce importante de ${v.name}`,
  chatMentioned: (v) => `${v.name} vous a mentionné`,
  chatMentionedIn: (v) => `${v.name} vous a mentionné dans ${roomFr(v.room)}`,
  chatMessage: (v) => `Nouveau message de ${v.name}`,
  chatMessageIn: (v) => `Nouveau message de ${v.name} dans ${roomFr(v.room)}`,
  colleagueMissedCall: (v) => `Appel manqué de ${v.name}`,
  colleagueMissedVideoCall: (v) => `Appel vidéo manqué de ${v.name}`,
  missedCall: (v) => `Appel manqué de ${v.from}`,
  incomingCall: () => 'Appel entrant',
  incomingCallFrom: (v) => `Appel de ${v.from}`,
  voicemail: (v) => `Message vocal de ${v.from}`,
  sms: (v) => `Nouveau message de ${v.from}`,
  smsMediaOnly: () => '(média)',
  mail: (v) => `Nouvel e-mail de ${v.sender}`,
  mailNoSubject: () => '(sans objet)',
  eventInvited: () => 'Vous a invité à un événement',
  eventUpdated: () => 'A modifié un événement auquel vous êtes invité',
  eventCancelled: () => 'A annulé un événement auquel vous étiez invité',
  eventStartsNow: () => 'Commence maintenant',
  eventStartsIn: (v) => `Commence dans ${durationFr(Number(v.minutes))}`,
  eventStartedAgo: (v) =>
    `A commencé il y a ${pluralFr(Number(v.minutes), { one: '# minute', other: '# minutes' })}`,
  onlineOrder: (v) => `Nouvelle commande en ligne n° ${v.number} de ${v.customer}`,
  aiConfirm: (v) => `Confirmer : ${aiActionTitleIn('fr', v.tool, v.title)}`,
  aiConfirmBody: (v) => `Demandé par votre client IA « ${v.client} ».`,
};

/** "10 Minuten", "2 Stunden", "1 Tag": a reminder's distance (dative after "in"/"vor"). */
function durationDe(minutes: number): string {
  if (minutes % 1440 === 0) return pluralDe(minutes / 1440, { one: '# Tag', other: '# Tagen' });
  if (minutes % 60 === 0) return pluralDe(minutes / 60, { one: '# Stunde', other: '# Stunden' });
  return pluralDe(minutes, { one: '# Minute', other: '# Minuten' });
}

export const inboxItemTextsDe: InboxTextCatalogue = {
  taskAssigned: () => 'Ihnen zugewiesen',
  taskChanged: () => 'Ihre Aufgabe wurde geändert',
  taskCompleted: () => 'Ihre Aufgabe wurde erledigt',
  taskWatchedChanged: () => 'Eine Aufgabe, die Sie beobachten, wurde geändert',
  taskWatchedChangedBody: (v, dates) => taskWatchedChangeBody(v, TASK_CHANGE_WORDS_DE, dates),
  taskMentioned: (v) => `${v.name} hat Sie in ${v.task} erwähnt`,
  taskCommented: (v) => `${v.name} hat ${v.task} kommentiert`,
  taskReminder: () => 'Sie wollten hieran erinnert werden.',
  documentMentioned: (v) => `${v.name} hat Sie in ${v.document} erwähnt`,
  announcement: (v) => `Wichtige Ankündigung von ${v.name}`,
  chatMentioned: (v) => `${v.name} hat Sie erwähnt`,
  chatMentionedIn: (v) => `${v.name} hat Sie in ${roomDe(v.room)} erwähnt`,
  chatMessage: (v) => `Neue Nachricht von ${v.name}`,
  chatMessageIn: (v) => `Neue Nachricht von ${v.name} in ${roomDe(v.room)}`,
  colleagueMissedCall: (v) => `Verpasster Anruf von ${v.name}`,
  colleagueMissedVideoCall: (v) => `Verpasster Videoanruf von ${v.name}`,
  missedCall: (v) => `Verpasster Anruf von ${v.from}`,
  incomingCall: () => 'Eingehender Anruf',
  incomingCallFrom: (v) => `Anruf von ${v.from}`,
  voicemail: (v) => `Sprachnachricht von ${v.from}`,
  sms: (v) => `Neue Nachricht von ${v.from}`,
  smsMediaOnly: () => '(Medien)',
  mail: (v) => `Neue E-Mail von ${v.sender}`,
  mailNoSubject: () => '(kein Betreff)',
  eventInvited: () => 'Hat Sie zu einem Termin eingeladen',
  eventUpdated: () => 'Hat einen Termin geändert, zu dem Sie eingeladen sind',
  eventCancelled: () => 'Hat einen Termin abgesagt, zu dem Sie eingeladen waren',
  eventStartsNow: () => 'Beginnt jetzt',
  eventStartsIn: (v) => `Beginnt in ${durationDe(Number(v.minutes))}`,
  eventStartedAgo: (v) =>
    `Hat vor ${pluralDe(Number(v.minutes), { one: '# Minute', other: '# Minuten' })} begonnen`,
  onlineOrder: (v) => `Neue Online-Bestellung Nr. ${v.number} von ${v.customer}`,
  aiConfirm: (v) => `Bestätigen: ${aiActionTitleIn('de', v.tool, v.title)}`,
  aiConfirmBody: (v) => `Angefragt von Ihrem KI-Client „${v.client}“.`,
};

const CATALOGUES: Record<InboxTextLocale, InboxTextCatalogue> = {
  en: inboxItemTextsEn,
  fr: inboxItemTextsFr,
  de: inboxItemTextsDe,
};

/**
 * The locale a reader's dates are written in: the first of their browser's languages that is
 * a variant of the text's language (en-GB for English), else the language itself; the web app's
 * rule (`formattingLocale`).
 */
export function datesLocaleOf(language: InboxTextLocale, browserLanguages: readonly string[]) {
  return browserLanguages.find((tag) => tag.toLowerCase().split('-')[0] === language) ?? language;
}

/**
 * An item's text in a reader's language (`users.locale`); English when none is chosen. Dates
 * as the reader's browser writes them in that language (`browserLanguages`, best first: an
 * English reader whose browser says en-GB reads "1 Feb 2030"), else as the language does.
 */
export function inboxTextIn(
  locale: string | null | undefined,
  text: InboxItemText,
  browserLanguages: readonly string[] = [],
): string {
  const language: InboxTextLocale =
    locale && Object.hasOwn(CATALOGUES, locale) ? (locale as InboxTextLocale) : 'en';
  // Built on the first date written (most texts have none).
  let days: InboxTextDates | undefined;
  const dates: InboxTextDates = {
    formatDay: (day) =>
      (days ??= inboxDatesIn(datesLocaleOf(language, browserLanguages))).formatDay(day),
  };
  const catalogue = CATALOGUES[language];
  return Object.hasOwn(catalogue, text.key)
    ? catalogue[text.key](text.values, dates)
    : inboxTextEnglish(text, dates);
}
