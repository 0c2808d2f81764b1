import clsx from 'clsx';
import { colleagueCallsMessages } from '../colleagueCalls.messages';
import type { CallStats } from '../realtime/colleagueCallStore';

const messages = colleagueCallsMessages.quality;

/**
 * The connection's quality as bars and words. It also carries the bytes received per kind as
 * data attributes, read from the peer connection's statistics: a browser test reads them to
 * see audio and video arrive, without reaching into the connection itself.
 */
export function CallQuality({ stats }: { stats: CallStats }) {
  const bars = stats.quality === 'good' ? 3 : stats.quality === 'weak' ? 1 : 0;
  return (
    <span
      data-testid="colleague-call-quality"
      data-quality={stats.quality}
      data-audio-bytes-received={stats.audioBytesReceived}
      data-video-bytes-received={stats.videoBytesReceived}
      title={messages[stats.quality]}
      className="flex shrink-0 items-center gap-2 text-xs text-zinc-300"
    >
      <span aria-hidden className="flex h-4 items-end gap-0.5">
        {[1, 2, 3].map((level) => (
          <span
            key={level}
            style={{ height: `${level * 33}%` }}
            className={clsx(
              'w-1 rounded-sm',
              level <= bars
                ? stats.quality === 'weak'
                  ? 'bg-amber-400'
                  : 'bg-emerald-400'
                : 'bg-white/25',
            )}
          />
        ))}
      </span>
      <span className="sr-only sm:not-sr-only">{messages[stats.quality]}</span>
    </span>
  );
}
