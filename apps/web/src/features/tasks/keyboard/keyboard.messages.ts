import { localized } from '../../../platform/i18n';
import { keyboardMessagesDe } from './keyboard.messages.de';
import { keyboardMessagesFr } from './keyboard.messages.fr';

/** Texts of the tasks screen's keyboard shortcuts and their sheet. */
export const keyboardMessagesEn = {
  sheetTitle: 'Keyboard shortcuts',
  sheetDescription: 'On the task list and board, when you are not typing in a field.',
  showShortcuts: 'Keyboard shortcuts',
  shortcuts: [
    { keys: ['C'], action: 'Create a task' },
    { keys: ['J'], action: 'Move to the next task' },
    { keys: ['K'], action: 'Move to the previous task' },
    { keys: ['X'], action: 'Select or unselect the task you are on' },
    { keys: ['Shift', 'Click'], action: 'Select every task up to this one' },
    { keys: ['Cmd/Ctrl', 'Click'], action: 'Select or unselect one more task' },
    { keys: ['Enter'], action: 'Open the task’s page' },
    { keys: ['E'], action: 'Edit the task you are on' },
    { keys: ['Esc'], action: 'Clear the selection' },
    { keys: ['?'], action: 'Show these shortcuts' },
  ],
  then: '+',
} as const;

export const keyboardMessages = localized('keyboard', {
  en: keyboardMessagesEn,
  fr: keyboardMessagesFr,
  de: keyboardMessagesDe,
});
