import { X } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { attachmentsMessages as messages } from './attachments.messages';
import type { AttachmentUpload } from './useAttachmentUploads';

/** Files on their way (a bar each) and files refused (the reason, until dismissed). */
export function UploadProgressList({
  uploads,
  onDismiss,
}: {
  uploads: AttachmentUpload[];
  onDismiss: (id: number) => void;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2">
      {uploads.map((upload) =>
        upload.status === 'failed' ? (
          <li
            key={upload.id}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <p className="min-w-0 flex-1 break-words">
              {messages.uploadFailed(upload.name, upload.error ?? messages.uploadError)}
            </p>
            <IconButton
              label={messages.dismiss}
              icon={<X aria-hidden className="size-4" />}
              className="-my-1 size-7"
              onClick={() => onDismiss(upload.id)}
            />
          </li>
        ) : (
          <li key={upload.id} className="rounded-lg border border-zinc-200 bg-white px-3 py-2">
            <p className="truncate text-sm text-zinc-700">{upload.name}</p>
            <div
              role="progressbar"
              aria-label={messages.uploading(upload.name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(upload.progress * 100)}
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-zinc-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.round(upload.progress * 100)}%` }}
              />
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
