import type { ProposalStatus } from '@shared/domain/proposals.js';
import { cn } from '../../../lib/cn';

const STYLES: Record<ProposalStatus, [string, string]> = {
  draft: ['Draft', 'bg-slate-100 text-slate-700 ring-slate-200'],
  sent: ['Sent', 'bg-blue-50 text-blue-800 ring-blue-200'],
  viewed: ['Viewed', 'bg-violet-50 text-violet-800 ring-violet-200'],
  accepted: ['Accepted', 'bg-green-50 text-green-800 ring-green-200'],
  rejected: ['Declined', 'bg-red-50 text-red-800 ring-red-200'],
  expired: ['Expired', 'bg-amber-50 text-amber-800 ring-amber-200'],
  withdrawn: ['Withdrawn', 'bg-slate-100 text-slate-500 ring-slate-200'],
};

/** The coloured status label of a proposal. */
export function ProposalStatusBadge({ status, className }: { status: ProposalStatus; className?: string }) {
  const [label, style] = STYLES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        style,
        className,
      )}
    >
      {label}
    </span>
  );
}
