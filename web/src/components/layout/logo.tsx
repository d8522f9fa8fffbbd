import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The roof mark, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={cn('size-8', className)} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0b1b33" />
      <path
        d="M5 19 16 9l11 10"
        fill="none"
        stroke="#f97316"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M10 18v6h12v-6" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
    </svg>
  );
}

/** The "Ridgeline" wordmark linking home. */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 rounded-md" aria-label="Ridgeline home">
      <LogoMark className={inverted ? 'rounded-[7px] ring-1 ring-white/20' : undefined} />
      <span className={cn('text-xl font-bold tracking-tight', inverted ? 'text-white' : 'text-brand-950')}>
        Ridgeline
      </span>
    </Link>
  );
}
