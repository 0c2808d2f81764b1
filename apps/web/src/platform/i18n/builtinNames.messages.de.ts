import { CHAT_GENERAL_NAME_IN } from '@worksphere/contracts';
import type { builtinNamesEn } from './builtinNames.messages';
import type { Translation } from './localized';

export const builtinNamesDe: Translation<typeof builtinNamesEn> = {
  chatGeneralRoom: CHAT_GENERAL_NAME_IN.de,
  chatGeneralThread: CHAT_GENERAL_NAME_IN.de,
  eventCategories: { Work: 'Arbeit', Personal: 'Privat', Other: 'Sonstiges' },
};
