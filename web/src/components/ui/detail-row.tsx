import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Props of DetailRow: the name, its grey detail line, the figure, and the row's and figure's extra classes. */
export interface DetailRowProps {
  label: ReactNode;
  detail: ReactNode;
  /** The figure on the right. */
  children: ReactNode;
  /** The row's padding. */
  className?: string;
  valueClassName?: string;
}

/** One row of a definition list: a name over a grey line of detail, its figure on the right. */
export function DetailRow({ label, detail, children, className, valueClassName }: DetailRowProps) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <dt>
        <span className="font-medium text-slate-900">{label}</span>
        <span className="block text-slate-500">{detail}</span>
      </dt>
      <dd className={cn('shrink-0 tabular-nums', valueClassName)}>{children}</dd>
    </div>
  );
}
