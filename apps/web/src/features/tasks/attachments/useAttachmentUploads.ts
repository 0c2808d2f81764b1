import { useQueryClient } from '@tanstack/react-query';
import { TASK_ATTACHMENTS_MAX } from '@worksphere/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { notify } from '../../../platform/notify/notify';
import { attachmentsMessages as messages } from './attachments.messages';
import { taskAttachmentKeys, uploadTaskAttachment } from './taskAttachmentsApi';

export type AttachmentUpload = {
  id: number;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error: string | null;
};

const describeUploadError = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload))
    : messages.uploadError;

/**
 * Uploads files one request each, one after another, so each shows its own progress and its
 * own refusal (too large, the task full) while the others go on. Files beyond the task's room
 * are refused here at once; the server checks again.
 */
export function useAttachmentUploads(taskId: string, attachedCount: number) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<AttachmentUpload[]>([]);
  const nextIdRef = useRef(1);
  const queueRef = useRef<Promise<void>>(Promise.resolve());
  // Files queued but not yet answered count against the task's room too.
  const pendingRef = useRef(0);

  const update = useCallback((id: number, change: Partial<AttachmentUpload>) => {
    setUploads((current) =>
      current.map((item) => (item.id === id ? { ...item, ...change } : item)),
    );
  }, []);
  const finish = useCallback((id: number) => {
    setUploads((current) => current.filter((item) => item.id !== id));
  }, []);

  const start = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const room = Math.max(0, TASK_ATTACHMENTS_MAX - attachedCount - pendingRef.current);
      const batch = files.map((file, index) => ({
        id: nextIdRef.current++,
        file,
        fits: index < room,
      }));
      pendingRef.current += Math.min(files.length, room);
      setUploads((current) => [
        ...current,
        ...batch.map(({ id, file, fits }) => ({
          id,
          name: file.name,
          progress: 0,
          status: fits ? ('waiting' as const) : ('failed' as const),
          error: fits ? null : messages.tooManyChosen(file.name),
        })),
      ]);
      queueRef.current = queueRef.current.then(async () => {
        let attached = 0;
        for (const { id, file, fits } of batch) {
          if (!fits) continue;
          update(id, { status: 'uploading' });
          try {
            await uploadTaskAttachment(taskId, file, (progress) => update(id, { progress }));
            attached += 1;
            finish(id);
          } catch (error) {
            update(id, { status: 'failed', error: describeUploadError(error) });
          } finally {
            pendingRef.current -= 1;
          }
          await queryClient.invalidateQueries({ queryKey: taskAttachmentKeys.list(taskId) });
        }
        if (attached > 0) notify.success(messages.attached(attached));
      });
    },
    [attachedCount, finish, queryClient, taskId, update],
  );

  const dismiss = useCallback(
    (id: number) => setUploads((current) => current.filter((item) => item.id !== id)),
    [],
  );

  return { uploads, start, dismiss };
}
