import {
  CHAT_GENERAL_ROOM_NAME,
  CHAT_GENERAL_THREAD_TITLE,
  EVENT_CATEGORIES,
} from '@worksphere/contracts';
import { builtinNamesDe } from './builtinNames.messages.de';
import { builtinNamesFr } from './builtinNames.messages.fr';
import { localized } from './localized';

type EventCategory = (typeof EVENT_CATEGORIES)[number];

/**
 * Names the product gives records it creates (every organisation's General room and thread) and
 * the event categories it offers. They are stored in English, as the spec writes them; the
 * interface shows them in its language while they are untouched (`builtinNames.ts`).
 */
export const builtinNamesEn = {
  chatGeneralRoom: CHAT_GENERAL_ROOM_NAME,
  chatGeneralThread: CHAT_GENERAL_THREAD_TITLE,
  eventCategories: Object.fromEntries(EVENT_CATEGORIES.map((name) => [name, name])) as Record<
    EventCategory,
    string
  >,
};

export const builtinNamesMessages = localized('builtinNames', {
  en: builtinNamesEn,
  fr: builtinNamesFr,
  de: builtinNamesDe,
});
