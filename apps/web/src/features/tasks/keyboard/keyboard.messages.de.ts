import type { Translation } from '../../../platform/i18n';
import type { keyboardMessagesEn } from './keyboard.messages';

export const keyboardMessagesDe: Translation<typeof keyboardMessagesEn> = {
  sheetTitle: 'Tastenkürzel',
  sheetDescription: 'In der Aufgabenliste und im Board, wenn Sie nicht in einem Feld tippen.',
  showShortcuts: 'Tastenkürzel',
  shortcuts: [
    { keys: ['C'], action: 'Aufgabe erstellen' },
    { keys: ['J'], action: 'Zur nächsten Aufgabe' },
    { keys: ['K'], action: 'Zur vorherigen Aufgabe' },
    { keys: ['X'], action: 'Aktuelle Aufgabe aus- oder abwählen' },
    { keys: ['Umschalt', 'Klick'], action: 'Alle Aufgaben bis zu dieser auswählen' },
    { keys: ['Cmd/Strg', 'Klick'], action: 'Eine weitere Aufgabe aus- oder abwählen' },
    { keys: ['Eingabe'], action: 'Seite der Aufgabe öffnen' },
    { keys: ['E'], action: 'Aktuelle Aufgabe bearbeiten' },
    { keys: ['Esc'], action: 'Auswahl aufheben' },
    { keys: ['?'], action: 'Diese Tastenkürzel anzeigen' },
  ],
  then: '+',
};
