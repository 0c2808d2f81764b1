import { Button } from './Button';
import { Alert } from './Alert';
import { Spinner } from './Spinner';

/** Loading and error rows of a list that comes from the server. */
export function QueryLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 py-6 text-sm text-zinc-500">
      <Spinner className="text-brand-600" />
      <span role="status">{label}</span>
    </div>
  );
}

export function QueryFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
