import { useEffect, useRef, useState } from 'react';
import { DatePickerField } from '../../../../ui/DatePickerField';
import { toLocalInputValue, toUtcIso } from '../../utils/dateInput';

/** How long the field waits after the last change (arrow keys step one part at a time). */
const SAVE_DELAY_MS = 700;

/**
 * A task date edited in place: the picker changes a local value at once, and the change is
 * saved once it rests, so stepping the hour with the arrow keys makes one save, not ten.
 */
export function DebouncedDateField({
  label,
  value,
  error,
  onSave,
}: {
  label: string;
  /** The saved UTC ISO instant, or null. */
  value: string | null;
  error?: string;
  onSave: (iso: string | null) => void;
}) {
  const saved = toLocalInputValue(value);
  const [draft, setDraft] = useState(saved);
  const timer = useRef<number | undefined>(undefined);
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  });

  // A change saved elsewhere (another tab, a live update) shows when nothing waits to be saved.
  useEffect(() => {
    if (timer.current === undefined) setDraft(saved);
  }, [saved]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function handleChange(next: string) {
    setDraft(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      if (next !== saved) onSaveRef.current(toUtcIso(next));
    }, SAVE_DELAY_MS);
  }

  return <DatePickerField label={label} value={draft} error={error} onChange={handleChange} />;
}
