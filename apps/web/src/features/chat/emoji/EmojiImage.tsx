import clsx from 'clsx';
import { useState } from 'react';
import { emojiImageUrl } from './emojiImage';

/**
 * An emoji drawn from the shipped images, so it shows on a machine without an emoji font; an
 * emoji with no image (a sequence the set lacks) falls back to the character itself.
 */
export function EmojiImage({ emoji, className }: { emoji: string; className?: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return <span className={className}>{emoji}</span>;
  return (
    <img
      src={emojiImageUrl(emoji)}
      alt={emoji}
      draggable={false}
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
      className={clsx('inline-block align-[-0.2em]', className)}
    />
  );
}
