import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { focusRing } from './focusRing';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'aria-label'> & {
  /** Title and accessible name: the button shows only an icon. */
  label: string;
  icon: ReactNode;
  tone?: 'default' | 'accent';
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton({
  label,
  icon,
  tone = 'default',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      title={label}
      aria-label={label}
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors disabled:opacity-50',
        tone === 'accent'
          ? 'bg-brand-50 text-brand-700 hover:bg-brand-100'
          : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
        focusRing,
        className,
      )}
      {...rest}
    >
      {icon}
    </button>
  );
}
