import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Eyebrow, h2 and intro of a landing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
  dark = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  center?: boolean;
  dark?: boolean;
}) {
  return (
    <div className={cn('max-w-2xl', center && 'mx-auto text-center')}>
      <p
        className={cn(
          'text-sm font-semibold uppercase tracking-wide',
          dark ? 'text-accent-300' : 'text-accent-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-brand-950',
        )}
      >
        {title}
      </h2>
      {children && (
        <p className={cn('mt-4 text-lg', dark ? 'text-brand-100' : 'text-slate-600')}>{children}</p>
      )}
    </div>
  );
}
