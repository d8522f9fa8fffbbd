import { Link } from 'react-router';
import type { EstimateSummary } from '@shared/estimates/schemas/estimates.js';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { customerName } from '../../../lib/format';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-950';

// The row's links: icon, verb and the path below the estimate's own.
const LINK_ACTIONS = [
  ['eye', 'View', ''],
  ['edit', 'Edit', '/edit'],
] as const;

/** A row's View, Edit and Delete icon buttons. */
export function EstimateRowActions({
  row,
  onDelete,
}: {
  row: EstimateSummary;
  onDelete: (row: EstimateSummary) => void;
}) {
  const name = customerName(row.customer_last_name, row.customer_first_name);
  return (
    <div className="flex items-center justify-end gap-0.5">
      {LINK_ACTIONS.map(([icon, verb, suffix]) => (
        <Link
          key={verb}
          to={`/dashboard/estimates/${row.id}${suffix}`}
          className={iconButton}
          aria-label={`${verb} estimate for ${name}`}
          title={verb}
        >
          <Icon name={icon} className="size-[18px]" />
        </Link>
      ))}
      <button
        type="button"
        className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
        onClick={() => onDelete(row)}
        aria-label={`Delete estimate for ${name}`}
        title="Delete"
      >
        <Icon name="trash" className="size-[18px]" />
      </button>
    </div>
  );
}
