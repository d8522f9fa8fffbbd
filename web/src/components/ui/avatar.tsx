import { cn, withSize } from '../../lib/cn';

/** A person's initials in a tinted circle (size-9 unless `className` sets another size). */
export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800',
        withSize('size-9', className),
      )}
    >
      {initials}
    </span>
  );
}
