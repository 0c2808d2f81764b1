/**
 * The task dialog's date pickers are native `datetime-local` inputs: they show and take local
 * time, while the API speaks UTC ISO instants (spec 1 §5).
 */

/** `YYYY-MM-DDTHH:mm` in local time -> UTC ISO string; '' (or an unreadable value) -> null. */
export function toUtcIso(localValue: string): string | null {
  if (!localValue) return null;
  const instant = new Date(localValue);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** UTC ISO string -> the `datetime-local` value of the same instant in local time. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}`
  );
}
