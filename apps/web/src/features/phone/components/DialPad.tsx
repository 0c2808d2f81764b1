import clsx from 'clsx';
import { Delete } from 'lucide-react';
import { focusRing } from '../../../ui/focusRing';
import { phoneMessages } from '../phone.messages';

const messages = phoneMessages.dialer;

/** The letters under each key, as on a phone. */
const KEYS: ReadonlyArray<{ digit: string; letters: string }> = [
  { digit: '1', letters: '' },
  { digit: '2', letters: 'ABC' },
  { digit: '3', letters: 'DEF' },
  { digit: '4', letters: 'GHI' },
  { digit: '5', letters: 'JKL' },
  { digit: '6', letters: 'MNO' },
  { digit: '7', letters: 'PQRS' },
  { digit: '8', letters: 'TUV' },
  { digit: '9', letters: 'WXYZ' },
];

const keyClasses = clsx(
  'flex h-14 flex-col items-center justify-center rounded-2xl bg-zinc-100 text-zinc-900 transition-colors hover:bg-zinc-200 active:bg-zinc-300',
  focusRing,
);

/**
 * The number pad: a group of buttons named by their digit. The number field beside it takes
 * typing; the pad is for pointers and touch (and Tab + Enter). During a call (no onDelete) its
 * last row is * 0 #, the keys menus ask for.
 */
export function DialPad({
  onDigit,
  onDelete,
  canDelete = false,
  label = messages.keypadLabel,
}: {
  onDigit: (digit: string) => void;
  /** Without it, the pad is a call's keypad: * and # instead of delete. */
  onDelete?: () => void;
  canDelete?: boolean;
  label?: string;
}) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-3 gap-2">
      {KEYS.map(({ digit, letters }) => (
        <DigitKey key={digit} digit={digit} letters={letters} onDigit={onDigit} />
      ))}
      {onDelete ? <span aria-hidden /> : <DigitKey digit="*" letters="" onDigit={onDigit} />}
      <DigitKey digit="0" letters="" onDigit={onDigit} />
      {onDelete ? (
        <button
          type="button"
          aria-label={messages.deleteDigit}
          title={messages.deleteDigit}
          disabled={!canDelete}
          onClick={onDelete}
          className={clsx(
            'flex h-14 items-center justify-center rounded-2xl text-zinc-600 transition-colors hover:bg-zinc-100 disabled:opacity-40',
            focusRing,
          )}
        >
          <Delete aria-hidden className="size-5" />
        </button>
      ) : (
        <DigitKey digit="#" letters="" onDigit={onDigit} />
      )}
    </div>
  );
}

const symbolNames: Record<string, string> = { '*': messages.star, '#': messages.pound };

function DigitKey({
  digit,
  letters,
  onDigit,
}: {
  digit: string;
  letters: string;
  onDigit: (digit: string) => void;
}) {
  return (
    <button
      type="button"
      aria-label={symbolNames[digit] ?? messages.digit(digit)}
      onClick={() => onDigit(digit)}
      className={keyClasses}
    >
      <span className="text-xl leading-none font-semibold">{digit}</span>
      <span aria-hidden className="mt-0.5 h-3 text-[0.625rem] tracking-widest text-zinc-500">
        {letters}
      </span>
    </button>
  );
}
