import clsx from 'clsx';

type SpinnerProps = {
  /** Read by screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx(
        'inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** Centred spinner for a page or panel that is loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-zinc-500">
      <Spinner className="size-6 text-brand-600" />
      <p role="status" className="text-sm">
        {label}
      </p>
    </div>
  );
}
