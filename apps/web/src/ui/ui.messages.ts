import { localized } from '../platform/i18n';
import { uiMessagesDe } from './ui.messages.de';
import { uiMessagesFr } from './ui.messages.fr';

/** The few words the shared building blocks say themselves. */
export const uiMessagesEn = {
  close: 'Close',
  cancel: 'Cancel',
  discard: {
    title: 'Discard changes?',
    text: 'Your changes have not been saved.',
    keepEditing: 'Keep editing',
    discard: 'Discard',
  },
  datePicker: {
    /** React Aria names the button with this and the field's label: "Open calendar Due Date". */
    openCalendar: 'Open calendar',
    clear: (label: string) => `Clear ${label}`,
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
  },
  richText: {
    toolbarLabel: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    removeLink: 'Remove link',
    linkAddressLabel: 'Link address',
    applyLink: 'Apply',
    cancelLink: 'Cancel',
    quote: 'Quote',
    image: 'Insert image',
    imageTooLarge: 'Images in the text can be at most 2 MB each.',
  },
} as const;

export const uiMessages = localized('ui', {
  en: uiMessagesEn,
  fr: uiMessagesFr,
  de: uiMessagesDe,
});
