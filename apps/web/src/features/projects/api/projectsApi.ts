import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProjectRequest,
  Project,
  ProjectDetailResponse,
  UpdateProjectRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { dashboardKeys } from '../../dashboard/api/dashboardKeys';
import { projectKeys, type ProjectListOptions } from './projectKeys';

function listPath({ archived = 'false' }: ProjectListOptions) {
  return `/projects?${new URLSearchParams({ archived }).toString()}`;
}

/**
 * GET /projects: the list under its first key (active ones unless asked), each project with
 * its open and completed tasks and the notes the caller may see.
 */
export function useProjectsQuery(options: ProjectListOptions = {}) {
  return useQuery({
    queryKey: projectKeys.list(options),
    queryFn: async ({ signal }) => {
      const { projects } = await apiRequest<{ projects: Project[] }>(listPath(options), {
        signal,
      });
      return projects;
    },
  });
}

/** GET /projects/{id}: the project, its first tasks and the notes of it the caller may see. */
export function useProjectQuery(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<ProjectDetailResponse>(`/projects/${encodeURIComponent(id)}`, { signal }),
  });
}

function useInvalidateProjects() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() }),
    ]);
}

/** POST /projects {name}: answers 201 {project}. */
export function useCreateProjectMutation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (request: CreateProjectRequest) => {
      const { project } = await apiRequest<{ project: Project }>('/projects', {
        method: 'POST',
        body: request,
      });
      return project;
    },
    onSuccess: invalidate,
  });
}

/** PUT /projects/{id}: rename, archive or restore. */
export function useUpdateProjectMutation() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateProjectRequest }) => {
      const { project } = await apiRequest<{ project: Project }>(
        `/projects/${encodeURIComponent(id)}`,
        { method: 'PUT', body: changes },
      );
      return project;
    },
    onSuccess: invalidate,
  });
}

/** DELETE /projects/{id}: its tasks and notes stay, without a project. */
export function useDeleteProjectMutation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/projects/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      // Tasks and notes that were in it now have no project.
      await Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['notes'] }),
      ]);
    },
  });
}
