import { ROOF_MATERIAL_LABELS } from '@shared/estimates/pricing.js';
import type { Estimate, EstimatePricing } from '@shared/estimates/schemas/estimates.js';
import { formatMoney, formatNumber, formatSquares } from '@shared/kernel/format.js';
import { perSquare, roofSquares } from '@shared/estimates/measurement/roof-area.js';

function Row({
  label,
  detail,
  value,
  strong,
}: {
  label: string;
  detail?: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <dt className={strong ? 'font-semibold text-brand-950' : 'text-slate-700'}>
        {label}
        {detail && <span className="block text-xs font-normal text-slate-500">{detail}</span>}
      </dt>
      <dd
        className={
          strong
            ? 'shrink-0 font-semibold tabular-nums text-brand-950'
            : 'shrink-0 tabular-nums text-slate-900'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** Materials, labor, subtotal, margin, total, discount and final price, with how each line is made. */
export function PricingBreakdown({ estimate, pricing }: { estimate: Estimate; pricing: EstimatePricing }) {
  // Roofers quote per square (100 sq ft); the per-ft² rate the price is computed with follows in brackets.
  const squares = formatSquares(roofSquares(pricing.area_sqft));
  const material = ROOF_MATERIAL_LABELS[pricing.material].toLowerCase();
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <Row
        label="Materials"
        detail={`${squares} + ${formatNumber(pricing.waste_percent, 1)} % waste × (${material} ${formatMoney(perSquare(pricing.material_rate))} + underlayment ${formatMoney(perSquare(pricing.underlayment_rate))}) per square (${formatMoney(pricing.material_rate)} + ${formatMoney(pricing.underlayment_rate)} per sq ft)`}
        value={formatMoney(pricing.materials)}
      />
      <Row
        label="Labor"
        detail={`${squares} × ${formatMoney(perSquare(pricing.labor_rate))} per square (${formatMoney(pricing.labor_rate)} per sq ft; labor, tear-off, disposal) × ${pricing.complexity_multiplier} ${pricing.complexity}`}
        value={formatMoney(pricing.labor)}
      />
      <Row label="Subtotal" value={formatMoney(pricing.subtotal)} />
      <Row
        label={`Profit margin (${pricing.profit_margin_percentage} %)`}
        value={formatMoney(pricing.margin)}
      />
      <Row label="Estimate total" value={formatMoney(pricing.total)} strong />
      {estimate.discount_percent !== null && estimate.discounted_price !== null && (
        <>
          <Row
            label={`Discount (${estimate.discount_percent} %)`}
            value={`−${formatMoney(pricing.total - estimate.discounted_price)}`}
          />
          <Row label="Final price" value={formatMoney(estimate.discounted_price)} strong />
        </>
      )}
    </dl>
  );
}
