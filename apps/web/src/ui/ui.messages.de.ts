import type { Translation } from '../platform/i18n';
import type { uiMessagesEn } from './ui.messages';

export const uiMessagesDe: Translation<typeof uiMessagesEn> = {
  close: 'Schließen',
  cancel: 'Abbrechen',
  discard: {
    title: 'Änderungen verwerfen?',
    text: 'Ihre Änderungen wurden nicht gespeichert.',
    keepEditing: 'Weiter bearbeiten',
    discard: 'Verwerfen',
  },
  datePicker: {
    openCalendar: 'Kalender öffnen',
    clear: (label) => `${label} leeren`,
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
  },
  richText: {
    toolbarLabel: 'Formatierung',
    bold: 'Fett',
    italic: 'Kursiv',
    bulletList: 'Aufzählung',
    orderedList: 'Nummerierte Liste',
    link: 'Link',
    removeLink: 'Link entfernen',
    linkAddressLabel: 'Linkadresse',
    applyLink: 'Übernehmen',
    cancelLink: 'Abbrechen',
    quote: 'Zitat',
    image: 'Bild einfügen',
    imageTooLarge: 'Bilder im Text dürfen jeweils höchstens 2 MB groß sein.',
  },
};
