import type { Translation } from '../platform/i18n';
import type { uiMessagesEn } from './ui.messages';

export const uiMessagesFr: Translation<typeof uiMessagesEn> = {
  close: 'Fermer',
  cancel: 'Annuler',
  discard: {
    title: 'Abandonner les modifications ?',
    text: 'Vos modifications n\u2019ont pas été enregistrées.',
    keepEditing: 'Continuer à modifier',
    discard: 'Abandonner',
  },
  datePicker: {
    openCalendar: 'Ouvrir le calendrier',
    clear: (label) => `Effacer ${label}`,
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
  },
  richText: {
    toolbarLabel: 'Mise en forme',
    bold: 'Gras',
    italic: 'Italique',
    bulletList: 'Liste à puces',
    orderedList: 'Liste numérotée',
    link: 'Lien',
    removeLink: 'Supprimer le lien',
    linkAddressLabel: 'Adresse du lien',
    applyLink: 'Appliquer',
    cancelLink: 'Annuler',
    quote: 'Citation',
    image: 'Insérer une image',
    imageTooLarge: 'Les images dans le texte peuvent faire au plus 2 Mo chacune.',
  },
};
