import { CHAT_GENERAL_ROOM_NAME, CHAT_GENERAL_THREAD_TITLE } from '@worksphere/contracts';
import { builtinNamesMessages } from './builtinNames.messages';

/*
 * The stored names stay the spec's English (never renamed: they are the users' data from then
 * on); a name still equal to the product's default shows in the page's language. A name a user
 * typed that happens to be the default is shown the same way, which reads as intended.
 */

/** A chat room's name as shown: the General room in the page's language. */
export const roomNameShown = (name: string) =>
  name === CHAT_GENERAL_ROOM_NAME ? builtinNamesMessages.chatGeneralRoom : name;

/** A chat thread's title as shown: the General room's General thread in the page's language. */
export const threadTitleShown = (title: string) =>
  title === CHAT_GENERAL_THREAD_TITLE ? builtinNamesMessages.chatGeneralThread : title;

/** An event category as shown: one of the offered categories in the page's language. */
export const eventCategoryShown = (category: string) =>
  Object.hasOwn(builtinNamesMessages.eventCategories, category)
    ? builtinNamesMessages.eventCategories[
        category as keyof typeof builtinNamesMessages.eventCategories
      ]
    : category;
