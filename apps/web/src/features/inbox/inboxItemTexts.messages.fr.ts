import { plural, type Translation } from '../../platform/i18n';
import type { inboxItemTextsEn } from './inboxItemTexts.messages';

/** "10 minutes", "2 heures", "1 jour": a reminder's distance, as the English writes it. */
function duration(minutes: number): string {
  if (minutes % 1440 === 0) return plural(minutes / 1440, { one: '# jour', other: '# jours' });
  if (minutes % 60 === 0) return plural(minutes / 60, { one: '# heure', other: '# heures' });
  return plural(minutes, { one: '# minute', other: '# minutes' });
}

export const inboxItemTextsFr: Translation<typeof inboxItemTextsEn> = {
  taskAssigned: () => 'Tâche qui vous est assignée',
  taskChanged: () => 'Votre tâche a changé',
  taskCompleted: () => 'Votre tâche a été terminée',
  taskWatchedChanged: () => 'Une tâche que vous suivez a changé',
  taskMentioned: (v) => `${v.name} vous a mentionné dans ${v.task}`,
  taskCommented: (v) => `${v.name} a commenté ${v.task}`,
  taskReminder: () => 'Vous avez demandé à être rappelé de ceci.',
  documentMentioned: (v) => `${v.name} vous a mentionné dans ${v.document}`,
  announcement: (v) => `Annonce importante de ${v.name}`,
  chatMentioned: (v) => `${v.name} vous a mentionné`,
  chatMentionedIn: (v) => `${v.name} vous a mentionné dans ${v.room}`,
  chatMessage: (v) => `Nouveau message de ${v.name}`,
  chatMessageIn: (v) => `Nouveau message de ${v.name} dans ${v.room}`,
  colleagueMissedCall: (v) => `Appel manqué de ${v.name}`,
  colleagueMissedVideoCall: (v) => `Appel vidéo manqué de ${v.name}`,
  missedCall: (v) => `Appel manqué de ${v.from}`,
  voicemail: (v) => `Message vocal de ${v.from}`,
  sms: (v) => `Nouveau message de ${v.from}`,
  smsMediaOnly: () => '(média)',
  mail: (v) => `Nouvel e-mail de ${v.sender}`,
  mailNoSubject: () => '(sans objet)',
  eventInvited: () => 'Vous a invité à un événement',
  eventUpdated: () => 'A modifié un événement auquel vous êtes invité',
  eventCancelled: () => 'A annulé un événement auquel vous étiez invité',
  eventStartsNow: () => 'Commence maintenant',
  eventStartsIn: (v) => `Commence dans ${duration(Number(v.minutes))}`,
  eventStartedAgo: (v) =>
    `A commencé il y a ${plural(Number(v.minutes), { one: '# minute', other: '# minutes' })}`,
  onlineOrder: (v) => `Nouvelle commande en ligne n° ${v.number} de ${v.customer}`,
  aiConfirm: (v) => `Confirmer : ${v.title}`,
  aiConfirmBody: (v) => `Demandé par votre client IA « ${v.client} ».`,
};
