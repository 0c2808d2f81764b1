import { useMemo } from 'react';
import { useCategoriesQuery } from '../../categories/api/categoriesApi';
import { useProjectsQuery } from '../../projects/api/projectsApi';

/** Names of note categories and projects by id, for showing them on notes. */
export function useNoteLookups() {
  const categories = useCategoriesQuery('note');
  const projects = useProjectsQuery({ archived: 'all' });
  return useMemo(() => {
    const categoryNames = new Map((categories.data ?? []).map((item) => [item.id, item.name]));
    const projectNames = new Map((projects.data ?? []).map((item) => [item.id, item.name]));
    return {
      categories: categories.data ?? [],
      projects: projects.data ?? [],
      categoryNameOf: (id: string | null) => (id ? categoryNames.get(id) : undefined),
      projectNameOf: (id: string | null) => (id ? projectNames.get(id) : undefined),
    };
  }, [categories.data, projects.data]);
}

export type NoteLookups = ReturnType<typeof useNoteLookups>;
