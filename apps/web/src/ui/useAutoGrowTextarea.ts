import { useLayoutEffect, type RefObject } from 'react';

/**
 * Grows a textarea with its text up to `maxHeightPx`, then it scrolls (spec 3 §5: 96 px for
 * the composers). Measured before paint, so the box never flickers at the old height.
 */
export function useAutoGrowTextarea(
  textareaRef: RefObject<HTMLTextAreaElement | null>,
  value: string,
  maxHeightPx: number,
) {
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, maxHeightPx)}px`;
  }, [textareaRef, value, maxHeightPx]);
}
