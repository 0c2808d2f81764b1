import type { Translation } from '../../../platform/i18n';
import type { keyboardMessagesEn } from './keyboard.messages';

export const keyboardMessagesFr: Translation<typeof keyboardMessagesEn> = {
  sheetTitle: 'Raccourcis clavier',
  sheetDescription:
    'Dans la liste et le tableau des tâches, quand vous ne saisissez pas dans un champ.',
  showShortcuts: 'Raccourcis clavier',
  shortcuts: [
    { keys: ['C'], action: 'Créer une tâche' },
    { keys: ['J'], action: 'Aller à la tâche suivante' },
    { keys: ['K'], action: 'Aller à la tâche précédente' },
    { keys: ['X'], action: 'Sélectionner ou désélectionner la tâche en cours' },
    { keys: ['Maj', 'Clic'], action: 'Sélectionner toutes les tâches jusqu\u2019à celle-ci' },
    { keys: ['Cmd/Ctrl', 'Clic'], action: 'Sélectionner ou désélectionner une tâche de plus' },
    { keys: ['Entrée'], action: 'Ouvrir la page de la tâche' },
    { keys: ['E'], action: 'Modifier la tâche en cours' },
    { keys: ['Échap'], action: 'Effacer la sélection' },
    { keys: ['?'], action: 'Afficher ces raccourcis' },
  ],
  then: '+',
};
