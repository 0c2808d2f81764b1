import type { CategoryType } from '@worksphere/contracts';

/** Query keys of task and note categories. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (type: CategoryType) => ['categories', type] as const,
};
