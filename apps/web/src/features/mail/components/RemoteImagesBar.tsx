import { ImageOff } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { mailMessages } from '../mail.messages';

const messages = mailMessages.reader;

/** The bar over a message whose remote images are held back, with the two ways to show them. */
export function RemoteImagesBar({
  sender,
  isBusy,
  onAllow,
}: {
  sender: string | null;
  isBusy: boolean;
  onAllow: (scope: 'message' | 'sender') => void;
}) {
  return (
    <div
      role="region"
      aria-label={messages.remoteBlocked}
      className="flex flex-col gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <ImageOff aria-hidden className="size-4 shrink-0" />
        {messages.remoteBlocked}
      </span>
      <span className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => onAllow('message')}>
          {messages.showImages}
        </Button>
        {sender ? (
          <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => onAllow('sender')}>
            {messages.alwaysFromSender(sender)}
          </Button>
        ) : null}
      </span>
    </div>
  );
}
