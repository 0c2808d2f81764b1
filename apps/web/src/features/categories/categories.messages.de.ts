import type { Translation } from '../../platform/i18n';
import type { categoriesMessagesEn } from './categories.messages';

export const categoriesMessagesDe: Translation<typeof categoriesMessagesEn> = {
  dialog: {
    title: { task: 'Aufgabenkategorie hinzufügen', note: 'Notizkategorie hinzufügen' },
    nameLabel: 'Name der Kategorie',
    cancel: 'Abbrechen',
    submit: 'Kategorie hinzufügen',
    submitting: 'Wird hinzugefügt...',
    nameRequired: 'Der Name der Kategorie darf nicht leer sein.',
    added: 'Kategorie hinzugefügt.',
    addFailed: 'Die Kategorie konnte nicht hinzugefügt werden.',
    addError: 'Beim Hinzufügen der Kategorie ist ein Fehler aufgetreten.',
  },
  listName: { task: 'die Aufgabenkategorien', note: 'die Notizkategorien' },
};
