import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';

/** What the list shows without rows: a first-estimate invitation, or no matches for the filters. */
export function EstimatesEmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name="house" className="size-7" strokeWidth={1.6} />
      </div>
      <h3 className="mt-4 text-lg font-semibold text-brand-950">
        {filtered ? 'No estimates match' : 'No estimates yet'}
      </h3>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        {filtered
          ? 'Try another name or address, or show all estimates.'
          : 'Enter a property address and Ridgeline measures the roof from aerial imagery and prices it with your rates in seconds.'}
      </p>
      {!filtered && (
        <Link to="/dashboard/estimates/new" className={buttonClasses('accent', 'md', 'mt-6')}>
          New Estimate
        </Link>
      )}
    </Card>
  );
}
