import type { ReactNode } from 'react';

/**
 * The few icons the sign-in pages paint first, drawn here instead of imported from lucide-react:
 * the icon library's runtime would otherwise be part of every first paint (see
 * scripts/check-bundle-budget.mjs). Same 24-unit grid and stroke as lucide's, so they match.
 */
function StrokeIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function AlertCircleIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </StrokeIcon>
  );
}

export function CheckCircleIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </StrokeIcon>
  );
}

export function InfoCircleIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </StrokeIcon>
  );
}

export function WarningTriangleIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9v4M12 17h.01" />
    </StrokeIcon>
  );
}
