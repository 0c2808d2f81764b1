import { CHAT_GENERAL_NAME_IN } from '@worksphere/contracts';
import type { builtinNamesEn } from './builtinNames.messages';
import type { Translation } from './localized';

export const builtinNamesFr: Translation<typeof builtinNamesEn> = {
  chatGeneralRoom: CHAT_GENERAL_NAME_IN.fr,
  chatGeneralThread: CHAT_GENERAL_NAME_IN.fr,
  eventCategories: { Work: 'Travail', Personal: 'Personnel', Other: 'Autre' },
};
