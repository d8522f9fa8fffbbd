import { formatCount } from '@shared/kernel/format.js';
import { limitCount } from '@shared/kernel/plans.js';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** Measurement reports used this month against the plan's monthly allowance (null: unlimited). */
export function UsageMeter({ used, quota }: { used: number; quota: number | null }) {
  const share = quota === null ? 0 : Math.min(1, used / Math.max(1, quota));
  return (
    <Card className="p-5" aria-labelledby="usage-title">
      <h2 id="usage-title" className="text-sm font-semibold text-brand-950">
        Measurement reports this month
      </h2>
      <p className="mt-1 text-sm text-slate-700" data-testid="usage-meter">
        <strong className="text-xl tabular-nums text-brand-950">{formatCount(used, 'report')}</strong> of{' '}
        {limitCount(quota, 'report')}
      </p>
      {quota !== null && (
        <div
          role="meter"
          aria-label="Measurement reports used"
          aria-valuemin={0}
          aria-valuemax={quota}
          aria-valuenow={used}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cn('h-full rounded-full', share >= 0.9 ? 'bg-red-500' : 'bg-accent-500')}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      )}
    </Card>
  );
}
