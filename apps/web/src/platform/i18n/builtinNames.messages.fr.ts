import type { builtinNamesEn } from './builtinNames.messages';
import type { Translation } from './localized';

export const builtinNamesFr: Translation<typeof builtinNamesEn> = {
  chatGeneralRoom: 'Général',
  chatGeneralThread: 'Général',
  eventCategories: { Work: 'Travail', Personal: 'Personnel', Other: 'Autre' },
};
