import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The partner pages' closing buttons: Apply Now, and the way to the other partner page. */
export function PartnerActions({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      <Link to="/partner-application" className={buttonClasses('accent', 'lg')}>
        Apply Now
      </Link>
      <Link to={to} className={buttonClasses('secondary', 'lg')}>
        {label}
      </Link>
    </div>
  );
}
