import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryType } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { categoryKeys } from './categoryKeys';

/** The spec reads the lists at /tasks/categories and /notes/categories (spec 1 §7). */
const LIST_PATHS: Record<CategoryType, string> = {
  task: '/tasks/categories',
  note: '/notes/categories',
};

/** GET /tasks/categories or /notes/categories: the list under its first key. */
export function useCategoriesQuery(type: CategoryType) {
  return useQuery({
    queryKey: categoryKeys.list(type),
    queryFn: async ({ signal }) => {
      const { categories } = await apiRequest<{ categories: Category[] }>(LIST_PATHS[type], {
        signal,
      });
      return categories;
    },
  });
}

/** POST /{task|note}/categories {name}: only 201 counts as success (spec 1 §7). */
export function useCreateCategoryMutation(type: CategoryType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { category } = await apiRequest<{ category: Category }>(`/${type}/categories`, {
        method: 'POST',
        body: { name },
        expectedStatus: 201,
      });
      return category;
    },
    onSuccess: (category) => {
      // Selects that offer categories can show the new one before the list is fetched again.
      queryClient.setQueryData<Category[]>(categoryKeys.list(type), (current) =>
        current && !current.some((item) => item.id === category.id)
          ? [...current, category].sort((a, b) => a.name.localeCompare(b.name))
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: categoryKeys.list(type) });
    },
  });
}
