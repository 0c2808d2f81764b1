import { Clapperboard, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { phoneMessages } from '../phone.messages';
import { formatKilobytes } from '../utils/mediaRules';

const messages = phoneMessages.composer;

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

/** The media about to be sent: a preview, name, size in KB and a remove button each. */
export function MediaPreviews({
  files,
  onRemove,
}: {
  files: ReadonlyArray<File>;
  onRemove: (index: number) => void;
}) {
  const urls = useObjectUrls(files);
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label={messages.attachmentsLabel}>
      {files.map((file, index) => {
        const url = urls[index];
        return (
          <li
            key={`${file.name}-${index}`}
            className="relative flex w-32 flex-col overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50 text-xs text-zinc-700"
          >
            <div className="flex h-16 items-center justify-center bg-zinc-100">
              {url && file.type.startsWith('image/') ? (
                <img src={url} alt={file.name} className="h-full w-full object-cover" />
              ) : (
                <Clapperboard aria-hidden className="size-6 text-zinc-400" />
              )}
            </div>
            <div className="px-2 py-1">
              <p className="truncate font-medium">{file.name}</p>
              <p className="text-zinc-500">{messages.fileSize(formatKilobytes(file.size))}</p>
            </div>
            <IconButton
              label={messages.removeAttachment(file.name)}
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
