import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/**
 * The button row closing a dialog or form: Cancel, then the confirming action(s); on phones they stack
 * with the confirming action on top, where the thumb is.
 */
export function DialogActions({
  onCancel,
  cancelDisabled,
  className,
  children,
}: {
  onCancel: () => void;
  cancelDisabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
