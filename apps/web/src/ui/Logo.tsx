import clsx from 'clsx';

/** The Worksphere mark: a sphere with an orbit, same drawing as public/favicon.svg. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={clsx('size-8 shrink-0', className)}>
      <rect width="64" height="64" rx="14" fill="#4f46e5" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#ffffff" strokeWidth="4" />
      <ellipse
        cx="32"
        cy="32"
        rx="27"
        ry="9"
        fill="none"
        stroke="#c7d2fe"
        strokeWidth="3"
        transform="rotate(-24 32 32)"
      />
      <circle cx="32" cy="32" r="5" fill="#ffffff" />
    </svg>
  );
}

/** Mark plus wordmark. */
export function LogoWordmark({ className }: { className?: string }) {
  return (
    <span className={clsx('flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-lg font-semibold tracking-tight text-zinc-900">Worksphere</span>
    </span>
  );
}
