import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { notify } from '../../../platform/notify/notify';
import { fileKeys } from '../api/fileKeys';
import { uploadFiles } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';

export type UploadItem = {
  id: number;
  name: string;
  folder: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error: string | null;
};

/**
 * Uploads files one request each, one after another, so every file has its own progress and its
 * own error (too large, over the quota, a type the folder refuses) while the others go on.
 */
export function useFileUploads() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextIdRef = useRef(1);
  const queueRef = useRef<Promise<void>>(Promise.resolve());

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (folder: string, files: readonly File[]) => {
      if (files.length === 0) return;
      const batch = files.map((file) => ({ id: nextIdRef.current++, file }));
      setItems((current) => [
        ...current.filter((item) => item.status !== 'done'),
        ...batch.map(({ id, file }) => ({
          id,
          name: file.name,
          folder,
          progress: 0,
          status: 'waiting' as const,
          error: null,
        })),
      ]);
      queueRef.current = queueRef.current.then(async () => {
        let stored = 0;
        for (const { id, file } of batch) {
          update(id, { status: 'uploading' });
          try {
            await uploadFiles(folder, [file], (progress) => update(id, { progress }));
            stored += 1;
            update(id, { status: 'done', progress: 1 });
          } catch (error) {
            update(id, { status: 'failed', error: describeFileError(error) });
          }
          await queryClient.invalidateQueries({ queryKey: fileKeys.all });
        }
        if (stored > 0) notify.success(messages.uploaded(stored));
      });
    },
    [queryClient, update],
  );

  const clearFinished = useCallback(() => {
    setItems((current) =>
      current.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
    );
  }, []);

  return { items, start, clearFinished };
}
