/**
 * Fills the `{name}` fields of a message text with their values; a field without a value stays
 * as written, so a missing value shows instead of vanishing.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
