import { formatCents } from '@shared/kernel/format.js';
import { priceEstimate, type Rates } from '@shared/estimates/pricing.js';
import { Card } from '../../../components/ui/card';
import { TYPICAL_ROOF, typicalRoofText } from '../lib/typical-roof';

/** The Rates tab's side card: the rates as typed, priced on the typical roof with asphalt shingles. */
export function RatesExample({ rates }: { rates: Rates }) {
  const price = priceEstimate({
    areaSqft: TYPICAL_ROOF.adjustedAreaSqft,
    wastePercent: TYPICAL_ROOF.suggestedWastePercent,
    complexity: TYPICAL_ROOF.complexity,
    material: 'asphalt_shingles',
    rates,
  });
  return (
    <Card className="h-fit p-5">
      <h2 className="font-semibold text-brand-950">What a typical roof comes to</h2>
      <p className="mt-1 text-sm text-slate-600">{typicalRoofText('asphalt shingles')}.</p>
      <dl className="mt-4 space-y-2 text-sm" aria-live="polite">
        <div className="flex justify-between">
          <dt className="text-slate-600">Materials</dt>
          <dd className="tabular-nums">{formatCents(price.materialsCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Labor</dt>
          <dd className="tabular-nums">{formatCents(price.laborCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Profit margin ({price.marginPercent} %)</dt>
          <dd className="tabular-nums">{formatCents(price.marginCents)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-brand-950">
          <dt>Estimate total</dt>
          <dd className="tabular-nums">{formatCents(price.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-slate-500">
        Saved rates apply to new estimates. Existing estimates keep their rates until you reprice them.
      </p>
    </Card>
  );
}
