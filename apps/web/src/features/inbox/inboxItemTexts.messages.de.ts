import { plural, type Translation } from '../../platform/i18n';
import type { inboxItemTextsEn } from './inboxItemTexts.messages';

/** "10 Minuten", "2 Stunden", "1 Tag": a reminder's distance (dative after "in"/"vor"). */
function duration(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, { one: '# Tag', other: '# Tagen' });
  if (minutes % 60 === 0) return plural(minutes / 60, { one: '# Stunde', other: '# Stunden' });
  return plural(minutes, { one: '# Minute', other: '# Minuten' });
}

export const inboxItemTextsDe: Translation<typeof inboxItemTextsEn> = {
  taskAssigned: () => 'Ihnen zugewiesen',
  taskChanged: () => 'Ihre Aufgabe wurde geändert',
  taskCompleted: () => 'Ihre Aufgabe wurde erledigt',
  taskWatchedChanged: () => 'Eine Aufgabe, die Sie beobachten, wurde geändert',
  taskMentioned: (v) => `${v.name} hat Sie in ${v.task} erwähnt`,
  taskCommented: (v) => `${v.name} hat ${v.task} kommentiert`,
  taskReminder: () => 'Sie wollten hieran erinnert werden.',
  documentMentioned: (v) => `${v.name} hat Sie in ${v.document} erwähnt`,
  announcement: (v) => `Wichtige Ankündigung von ${v.name}`,
  chatMentioned: (v) => `${v.name} hat Sie erwähnt`,
  chatMentionedIn: (v) => `${v.name} hat Sie in ${v.room} erwähnt`,
  chatMessage: (v) => `Neue Nachricht von ${v.name}`,
  chatMessageIn: (v) => `Neue Nachricht von ${v.name} in ${v.room}`,
  colleagueMissedCall: (v) => `Verpasster Anruf von ${v.name}`,
  colleagueMissedVideoCall: (v) => `Verpasster Videoanruf von ${v.name}`,
  missedCall: (v) => `Verpasster Anruf von ${v.from}`,
  voicemail: (v) => `Sprachnachricht von ${v.from}`,
  sms: (v) => `Neue Nachricht von ${v.from}`,
  smsMediaOnly: () => '(Medien)',
  mail: (v) => `Neue E-Mail von ${v.sender}`,
  mailNoSubject: () => '(kein Betreff)',
  eventInvited: () => 'Hat Sie zu einem Termin eingeladen',
  eventUpdated: () => 'Hat einen Termin geändert, zu dem Sie eingeladen sind',
  eventCancelled: () => 'Hat einen Termin abgesagt, zu dem Sie eingeladen waren',
  eventStartsNow: () => 'Beginnt jetzt',
  eventStartsIn: (v) => `Beginnt in ${duration(Number(v.minutes))}`,
  eventStartedAgo: (v) =>
    `Hat vor ${plural(Number(v.minutes), { one: '# Minute', other: '# Minuten' })} begonnen`,
  onlineOrder: (v) => `Neue Online-Bestellung Nr. ${v.number} von ${v.customer}`,
  aiConfirm: (v) => `Bestätigen: ${v.title}`,
  aiConfirmBody: (v) => `Angefragt von Ihrem KI-Client „${v.client}“.`,
};
