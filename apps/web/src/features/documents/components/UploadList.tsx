import clsx from 'clsx';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { documentsMessages as messages } from '../documents.messages';
import type { UploadItem } from './useFileUploads';

/** One line per file being uploaded: its progress bar, then "Uploaded" or the reason it failed. */
export function UploadList({
  items,
  onClear,
}: {
  items: readonly UploadItem[];
  onClear: () => void;
}) {
  if (items.length === 0) return null;
  const isBusy = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  return (
    <section
      aria-label={messages.uploadsLabel}
      className="rounded-xl border border-zinc-200 bg-white p-3 shadow-sm"
    >
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <div className="flex items-center gap-2 text-sm">
              {item.status === 'done' ? (
                <CheckCircle2 aria-hidden className="size-4 shrink-0 text-emerald-600" />
              ) : item.status === 'failed' ? (
                <CircleAlert aria-hidden className="size-4 shrink-0 text-red-600" />
              ) : null}
              <span className="min-w-0 flex-1 truncate font-medium text-zinc-900">{item.name}</span>
              <span
                className={clsx(
                  'shrink-0 text-xs',
                  item.status === 'failed' ? 'text-red-700' : 'text-zinc-500',
                )}
              >
                {item.status === 'waiting'
                  ? messages.uploadWaiting
                  : item.status === 'uploading'
                    ? messages.uploadProgress(Math.round(item.progress * 100))
                    : item.status === 'done'
                      ? messages.uploadDone
                      : null}
              </span>
            </div>
            {item.status === 'failed' ? (
              <p role="alert" className="mt-0.5 text-xs break-words text-red-700">
                {item.error}
              </p>
            ) : (
              <progress
                aria-label={messages.uploadProgressLabel(item.name)}
                max={1}
                value={item.progress}
                className="mt-1 block h-1.5 w-full overflow-hidden rounded-full accent-brand-600"
              />
            )}
          </li>
        ))}
      </ul>
      {isBusy ? null : (
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="ghost" onClick={onClear}>
            {messages.uploadsClear}
          </Button>
        </div>
      )}
    </section>
  );
}
