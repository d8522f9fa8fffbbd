import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Icon, type IconName } from './icon';

/** Banner colours: green success, red error, blue info. */
export type AlertVariant = 'success' | 'error' | 'info';

const styles: Record<AlertVariant, string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-blue-200 bg-blue-50 text-blue-800',
};

const icons: Record<AlertVariant, IconName> = { success: 'check', error: 'warning', info: 'info' };

/** A message banner; errors are announced assertively, others politely. */
export function Alert({
  variant = 'info',
  title,
  children,
  className,
}: {
  variant?: AlertVariant;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', styles[variant], className)}
    >
      <Icon name={icons[variant]} className="mt-0.5 shrink-0" strokeWidth={2} />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
    </div>
  );
}
