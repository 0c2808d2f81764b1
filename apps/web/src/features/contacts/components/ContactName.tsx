import type { ReactNode } from 'react';
import { isEmailValue } from '../api/contactNameBatch';
import { useContactNames } from '../api/useContactNames';

/**
 * A phone number or e-mail address shown as its contact's name when one has it, else as
 * `fallback` (the formatted number, the sender's own name).
 */
export function ContactName({ value, fallback }: { value: string; fallback: ReactNode }) {
  const isEmail = isEmailValue(value);
  const names = useContactNames(isEmail ? [] : [value], isEmail ? [value] : []);
  const match = names.get(value);
  return <>{match ? match.name : fallback}</>;
}
