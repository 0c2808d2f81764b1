import clsx from 'clsx';
import { chatMessages } from '../chat.messages';

/** A count pill (99+ past 99); nothing at zero. The label is what screen readers and the tooltip say. */
export function UnreadBadge({
  count,
  label = chatMessages.unread.badge(count),
  tone = 'brand',
  className,
  id,
}: {
  id?: string;
  count: number;
  label?: string;
  tone?: 'brand' | 'muted';
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      id={id}
      title={label}
      data-testid="unread-badge"
      data-count={count}
      // `relative` holds the screen-reader text (absolute) in place: without it, in a scrolled
      // strip, that text landed past the screen's edge and widened every page (issue 22).
      className={clsx(
        'relative inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full px-1.5 text-[11px] leading-none font-semibold tabular-nums',
        tone === 'brand' ? 'bg-brand-600 text-white' : 'bg-zinc-200 text-zinc-700',
        className,
      )}
    >
      <span aria-hidden>{chatMessages.unread.count(count)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
