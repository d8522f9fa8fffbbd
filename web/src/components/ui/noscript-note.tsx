import { cn } from '../../lib/cn';

/**
 * Shown next to a form only when JavaScript is off: the public pages are prerendered, so a visitor
 * without it sees the form but cannot send it.
 */
export function NoscriptNote({ className }: { className?: string }) {
  return (
    <noscript>
      <p
        className={cn(
          'rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900',
          className,
        )}
      >
        This form needs JavaScript. Please turn JavaScript on, or reach us by email or phone (see{' '}
        <a href="/contact" className="font-semibold underline">
          Contact
        </a>
        ).
      </p>
    </noscript>
  );
}
