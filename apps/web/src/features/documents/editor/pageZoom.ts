import { PAPER_SIZES, type PaperSize } from '@worksphere/contracts';

const CSS_PX_PER_UNIT: Record<string, number> = { in: 96, mm: 96 / 25.4, px: 1 };

/** A paper length of the contracts ('8.5in', '210mm') in CSS pixels. */
export function cssPixels(length: string): number {
  const match = /^(\d+(?:\.\d+)?)(in|mm|px)$/.exec(length.trim());
  if (!match) return 0;
  return Number(match[1]) * (CSS_PX_PER_UNIT[match[2] ?? 'px'] ?? 1);
}

/** The room page mode keeps beside the pages (its side padding, both sides). */
export const PAGE_GUTTER_PX = 24;

/**
 * How much page mode shrinks so a whole page fits the width it has (a phone): 1 when it fits,
 * never above 1, never below a quarter.
 */
export function pageZoom(availableWidth: number, paper: PaperSize): number {
  const needed = cssPixels(PAPER_SIZES[paper].width) + PAGE_GUTTER_PX;
  if (!(availableWidth > 0) || availableWidth >= needed) return 1;
  return Math.max(0.25, Math.floor((availableWidth / needed) * 1000) / 1000);
}
