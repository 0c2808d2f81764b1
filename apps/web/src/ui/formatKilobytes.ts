/** A file's size as spec 3 §5 shows it beside an attachment: kilobytes with two decimals. */
export function formatKilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(2);
}
