import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskAttachment, TaskAttachmentsResponse } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { apiUpload } from '../../../platform/api/apiTransfer';

/** Query keys of task attachments: apart from the tasks' own, so a board's live changes do not refetch them. */
export const taskAttachmentKeys = {
  list: (taskId: string) => ['task-attachments', taskId] as const,
};

/** GET /tasks/{id}/attachments: oldest first. */
export function useTaskAttachmentsQuery(taskId: string) {
  return useQuery({
    queryKey: taskAttachmentKeys.list(taskId),
    queryFn: ({ signal }) =>
      apiRequest<TaskAttachmentsResponse>(`/tasks/${taskId}/attachments`, { signal }),
    select: (data) => data.attachments,
  });
}

/** POST one file (one request per file, so each has its own progress and its own error). */
export async function uploadTaskAttachment(
  taskId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TaskAttachment[]> {
  const body = new FormData();
  body.append('files', file, file.name);
  const answer = await apiUpload<TaskAttachmentsResponse>(`/tasks/${taskId}/attachments`, body, {
    onProgress,
  });
  return answer.attachments;
}

/** DELETE /tasks/{id}/attachments/{attachmentId}; the list drops it at once. */
export function useDeleteTaskAttachment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) =>
      apiRequest<{ ok: true }>(`/tasks/${taskId}/attachments/${attachmentId}`, {
        method: 'DELETE',
      }),
    onSuccess: (_answer, attachmentId) => {
      queryClient.setQueryData<TaskAttachmentsResponse>(
        taskAttachmentKeys.list(taskId),
        (current) =>
          current && {
            attachments: current.attachments.filter((item) => item.id !== attachmentId),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskAttachmentKeys.list(taskId) }),
  });
}
