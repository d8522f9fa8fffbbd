import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '@shared/kernel/format.js';
import { PriceLines } from './price-lines';

/** What the roof costs, line by line, with any discount and the total. */
export function PortalCostBreakdown({ proposal }: { proposal: PortalProposal }) {
  const { estimate } = proposal;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Cost breakdown</h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <PriceLines lines={proposal.price_lines} valueClassName="font-medium text-slate-900" />
        <div className="flex justify-between gap-4 py-3">
          <dt className="font-semibold text-slate-900">Subtotal</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(estimate.pricing.subtotal)}</dd>
        </div>
        {estimate.discount_percentage !== null && (
          <div className="flex justify-between gap-4 py-3 text-green-800">
            <dt className="font-semibold">Discount ({estimate.discount_percentage}%)</dt>
            <dd className="font-semibold tabular-nums">
              −{formatMoney(estimate.pricing.subtotal - estimate.final_price)}
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-2 flex items-baseline justify-between gap-4 rounded-lg bg-brand-950 px-4 py-3 text-white">
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="portal-total">
          {formatMoney(estimate.final_price)}
        </span>
      </div>
    </Card>
  );
}
