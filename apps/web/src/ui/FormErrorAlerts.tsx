import { Alert } from './Alert';

/** Dialog forms show the failed save first, then each list that failed to load, one alert each. */
export function FormErrorAlerts({ error, errors }: { error: string | null; errors: string[] }) {
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {errors.map((message) => (
        <Alert key={message} tone="error">
          {message}
        </Alert>
      ))}
    </>
  );
}
