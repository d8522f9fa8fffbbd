import { cn } from '../../lib/cn';

/** An animated loading indicator with a text label for screen readers. */
export function Spinner({
  label = 'Loading…',
  className,
  showLabel = false,
}: {
  label?: string;
  className?: string;
  showLabel?: boolean;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-slate-600', className)}>
      <svg
        className="size-5 animate-spin text-accent-500 motion-reduce:animate-none"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}

/** A spinner centred in the available space, for whole-screen or whole-panel loading. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} showLabel />
    </div>
  );
}
