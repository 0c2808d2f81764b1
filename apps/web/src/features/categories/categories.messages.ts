import { CATEGORY_MESSAGES, type CategoryType } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { categoriesMessagesDe } from './categories.messages.de';
import { categoriesMessagesFr } from './categories.messages.fr';

/** Texts of the add-category dialog (spec 1 §2.6, §4, §5, §8). */
export const categoriesMessagesEn = {
  dialog: {
    title: { task: 'Add Task Category', note: 'Add Note Category' } satisfies Record<
      CategoryType,
      string
    >,
    nameLabel: 'Category name',
    cancel: 'Cancel',
    submit: 'Add Category',
    submitting: 'Adding...',
    // Spec 1 §5 and §8, to the letter.
    nameRequired: CATEGORY_MESSAGES.nameRequired,
    added: 'Category added successfully.',
    addFailed: 'Failed to add category.',
    addError: 'An error occurred while adding the category.',
  },
  /** {what} of "Failed to fetch {what}." */
  listName: { task: 'task categories', note: 'note categories' } satisfies Record<
    CategoryType,
    string
  >,
} as const;

export const categoriesMessages = localized('categories', {
  en: categoriesMessagesEn,
  fr: categoriesMessagesFr,
  de: categoriesMessagesDe,
});
