import { Alert } from './alert';

/** An error banner for a load that failed, with a "Try again" button that repeats it. */
export function RetryAlert({
  title,
  onRetry,
  className,
}: {
  title: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert variant="error" title={title} className={className}>
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
