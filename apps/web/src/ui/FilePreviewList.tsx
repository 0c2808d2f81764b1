import { Film, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatKilobytes } from './formatKilobytes';
import { IconButton } from './IconButton';

/** Object URLs for the files while they are shown, revoked when they go. */
function useObjectUrls(files: ReadonlyArray<File>): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const created =
      typeof URL.createObjectURL === 'function'
        ? files.map((file) => URL.createObjectURL(file))
        : files.map(() => '');
    setUrls(created);
    return () => {
      for (const url of created) if (url) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

export type FilePreviewLabels = {
  /** The list's accessible name. */
  list: string;
  fileSize: (kilobytes: string) => string;
  remove: (fileName: string) => string;
};

/**
 * Files about to be sent (a chat message, an MMS): image and video previews, name, size and a
 * remove button each.
 */
export function FilePreviewList({
  files,
  onRemove,
  labels,
  compact = false,
}: {
  files: ReadonlyArray<File>;
  onRemove: (index: number) => void;
  labels: FilePreviewLabels;
  /** Smaller tiles, for a narrow composer. */
  compact?: boolean;
}) {
  const urls = useObjectUrls(files);
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label={labels.list}>
      {files.map((file, index) => {
        const url = urls[index];
        return (
          <li
            key={`${file.name}-${index}`}
            className={`relative flex ${compact ? 'w-32' : 'w-36'} flex-col overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50 text-xs text-zinc-700`}
          >
            <div
              className={`flex ${compact ? 'h-16' : 'h-20'} items-center justify-center bg-zinc-100`}
            >
              {url && file.type.startsWith('image/') ? (
                <img src={url} alt={file.name} className="h-full w-full object-cover" />
              ) : url && file.type.startsWith('video/') ? (
                <video src={url} muted preload="metadata" className="h-full w-full object-cover" />
              ) : (
                <Film aria-hidden className="size-6 text-zinc-400" />
              )}
            </div>
            <div className="px-2 py-1">
              <p className="truncate font-medium">{file.name}</p>
              <p className="text-zinc-500">{labels.fileSize(formatKilobytes(file.size))}</p>
            </div>
            <IconButton
              label={labels.remove(file.name)}
              icon={<X className="size-3.5" />}
              className="absolute top-1 right-1 size-6 bg-white/90 shadow-sm"
              onClick={() => onRemove(index)}
            />
          </li>
        );
      })}
    </ul>
  );
}
