import { TABLE_MAX_SIZE } from './editorConstants';

export type TableSize = { rows: number; cols: number };

function countOf(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && value <= TABLE_MAX_SIZE ? value : null;
}

/**
 * The rows and columns typed into the Insert Table dialog, or null when either is not a whole
 * number above 0 (the caller then shows "Invalid row/column input.").
 */
export function parseTableSize(rows: string, cols: string): TableSize | null {
  const rowCount = countOf(rows);
  const colCount = countOf(cols);
  return rowCount === null || colCount === null ? null : { rows: rowCount, cols: colCount };
}
