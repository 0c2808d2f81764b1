import { Button } from '../../../ui/Button';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';

/** Loading and error rows shared by the members and invitations lists. */
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
