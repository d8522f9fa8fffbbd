import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One item of a divided list: its details, with its action under them on a phone and beside them from sm up. */
export function ActionRow({
  action,
  className,
  detailsClassName,
  children,
}: {
  action: ReactNode;
  /** The row's padding. */
  className: string;
  detailsClassName?: string;
  /** The details. */
  children: ReactNode;
}) {
  return (
    <li className={cn('flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between', className)}>
      <div className={cn('min-w-0', detailsClassName)}>{children}</div>
      {action}
    </li>
  );
}
