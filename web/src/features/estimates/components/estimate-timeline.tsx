import type { Estimate, TimelineEntry } from '@shared/estimates/schemas/estimates.js';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '@shared/kernel/format.js';

const LABELS: Record<string, string> = {
  created: 'Estimate created',
  queued: 'Measurement queued',
  measuring: 'Measuring the roof',
  measured: 'Measured and priced',
  failed: 'Measurement failed',
  edited: 'Estimate edited',
  discount: 'Discount applied',
  repriced: 'Repriced',
  'proposal-sent': 'Proposal sent to the customer',
  accepted: 'Accepted by the customer',
  'contract-signed': 'Contract signed',
};

const DOTS: Record<string, string> = {
  measured: 'bg-green-600',
  failed: 'bg-red-600',
  discount: 'bg-accent-500',
  created: 'bg-brand-700',
  accepted: 'bg-green-600',
  'contract-signed': 'bg-green-600',
};

/** What happened to the estimate (newest first) and the scheduled install (docs/product.md#estimates). */
export function EstimateTimeline({ estimate }: { estimate: Estimate }) {
  // "queued" right after "created" is the same moment; show the creation only.
  const entries = estimate.timeline
    .filter((entry, index, all) => !(entry.event === 'queued' && all[index - 1]?.event === 'created'))
    .reverse();
  return (
    <ol className="space-y-4">
      <li className="flex gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2.5 shrink-0 rounded-full',
            estimate.scheduled_install_date ? 'bg-accent-500' : 'bg-slate-300',
          )}
        />
        <div>
          <p className="text-sm font-medium text-brand-950">Scheduled install</p>
          <p className="text-sm text-slate-600">
            {estimate.scheduled_install_date ? formatDate(estimate.scheduled_install_date) : 'Not scheduled'}
          </p>
        </div>
      </li>
      {entries.map((entry: TimelineEntry, index) => (
        <li key={`${entry.at}-${index}`} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', DOTS[entry.event] ?? 'bg-slate-400')}
          />
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-950">{LABELS[entry.event] ?? entry.event}</p>
            {entry.detail && (
              <p className="text-sm text-slate-600">
                {entry.event === 'created' ? `by ${entry.detail}` : entry.detail}
              </p>
            )}
            <p className="text-xs text-slate-500">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
