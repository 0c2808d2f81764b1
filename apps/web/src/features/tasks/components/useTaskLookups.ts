import { useMemo } from 'react';
import { useCategoriesQuery } from '../../categories/api/categoriesApi';
import { useProjectsQuery } from '../../projects/api/projectsApi';

/** Names of projects and task categories by id, for showing them on task rows. */
export function useTaskLookups() {
  const projects = useProjectsQuery({ archived: 'all' });
  const categories = useCategoriesQuery('task');
  return useMemo(() => {
    const projectNames = new Map((projects.data ?? []).map((item) => [item.id, item.name]));
    const categoryNames = new Map((categories.data ?? []).map((item) => [item.id, item.name]));
    return {
      projects: projects.data ?? [],
      categories: categories.data ?? [],
      projectNameOf: (id: string | null) => (id ? projectNames.get(id) : undefined),
      categoryNameOf: (id: string | null) => (id ? categoryNames.get(id) : undefined),
    };
  }, [projects.data, categories.data]);
}

export type TaskLookups = ReturnType<typeof useTaskLookups>;
