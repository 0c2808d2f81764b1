import type { builtinNamesEn } from './builtinNames.messages';
import type { Translation } from './localized';

export const builtinNamesDe: Translation<typeof builtinNamesEn> = {
  chatGeneralRoom: 'Allgemein',
  chatGeneralThread: 'Allgemein',
  eventCategories: { Work: 'Arbeit', Personal: 'Privat', Other: 'Sonstiges' },
};
