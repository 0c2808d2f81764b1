import clsx from 'clsx';
import { Copy } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Button } from './Button';
import { inputClasses } from './TextField';

/**
 * A read-only value to copy (an invitation link, a server address, a secret shown once): the
 * field selects itself on focus, and when the browser refuses the clipboard the value is left
 * selected so the user can copy it by hand.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedMessage,
  copyFailedMessage,
  hint,
  isLabelHidden = false,
  tone = 'plain',
  focusOnShow = false,
  className,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedMessage: string;
  copyFailedMessage: string;
  /** Under the field, and its description for screen readers. */
  hint?: ReactNode;
  isLabelHidden?: boolean;
  /** 'success' inside a success alert. */
  tone?: 'plain' | 'success';
  /** Keyboard users land on it when it appears (a secret shown once). */
  focusOnShow?: boolean;
  className?: string;
}) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnShow) fieldRef.current?.focus();
  }, [focusOnShow, value]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(copiedMessage);
    } catch {
      fieldRef.current?.select();
      toast.error(copyFailedMessage);
    }
  }

  return (
    <div className={clsx('space-y-1.5', className)}>
      <label
        htmlFor={id}
        className={isLabelHidden ? 'sr-only' : 'block text-sm font-medium text-zinc-800'}
      >
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={fieldRef}
          id={id}
          readOnly
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.target.select()}
          className={clsx(
            inputClasses,
            'min-w-0 font-mono text-xs',
            tone === 'success'
              ? 'border-emerald-300'
              : 'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
          )}
        />
        <Button
          variant="secondary"
          icon={<Copy aria-hidden className="size-4" />}
          onClick={() => void copy()}
        >
          {copyLabel}
        </Button>
      </div>
      {hint ? (
        <p
          id={`${id}-hint`}
          className={tone === 'success' ? 'text-xs font-medium' : 'text-xs text-zinc-500'}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
