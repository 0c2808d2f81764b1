import type { SmsMessage } from '@worksphere/contracts';
import { displayNameOf } from '@worksphere/contracts';
import clsx from 'clsx';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = phoneMessages.conversations;

const FAILED_STATUSES = new Set(['failed', 'undelivered']);

/** One text: ours on the right with its delivery state, theirs on the left; media in place. */
export function SmsBubble({ message }: { message: SmsMessage }) {
  const isOutbound = message.direction === 'outbound';
  const dates = useDateFormatter();
  const hasFailed = FAILED_STATUSES.has(message.status);
  const meta = [
    dates.formatTimeOrDateTime(message.createdAt),
    isOutbound && message.sender ? displayNameOf(message.sender) : null,
    isOutbound ? messages.statuses[message.status] : null,
    messages.via(formatPhoneNumber(message.ourNumber)),
  ].filter(Boolean);
  return (
    <li
      data-testid="sms-message"
      data-status={message.status}
      className={clsx('flex flex-col', isOutbound ? 'items-end' : 'items-start')}
    >
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          isOutbound
            ? 'rounded-br-sm bg-brand-600 text-white'
            : 'rounded-bl-sm border border-zinc-200 bg-white text-zinc-900',
          hasFailed && 'ring-2 ring-red-300',
        )}
      >
        {message.media.length > 0 ? (
          <ul className="mb-1 flex flex-wrap gap-1.5">
            {message.media.map((media) => (
              <li key={media.id}>
                {media.mimetype.startsWith('video/') ? (
                  <video
                    src={media.url}
                    controls
                    preload="metadata"
                    aria-label={media.filename}
                    className="max-h-48 max-w-56 rounded-lg bg-black"
                  />
                ) : (
                  <a href={media.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={media.url}
                      alt={media.filename}
                      loading="lazy"
                      className="max-h-48 max-w-56 rounded-lg object-cover"
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {message.text ? <p className="break-words whitespace-pre-wrap">{message.text}</p> : null}
      </div>
      <p
        className={clsx(
          'mt-0.5 px-1 text-[0.6875rem]',
          hasFailed ? 'text-red-600' : 'text-zinc-500',
        )}
      >
        {meta.join(' · ')}
      </p>
      {hasFailed && message.errorMessage ? (
        <p className="px-1 text-[0.6875rem] text-red-600">{message.errorMessage}</p>
      ) : null}
    </li>
  );
}
