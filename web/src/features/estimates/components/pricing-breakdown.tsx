import { ROOF_MATERIAL_LABELS } from '@shared/estimates/pricing.js';
import type { Estimate, EstimatePricing } from '@shared/estimates/schemas/estimates.js';
import { formatMoney, formatNumber } from '@shared/kernel/format.js';

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
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <Row
        label="Materials"
        detail={`${formatNumber(pricing.area_sqft, 1)} sq ft + ${formatNumber(pricing.waste_percent, 1)} % waste × (${ROOF_MATERIAL_LABELS[pricing.material].toLowerCase()} ${formatMoney(pricing.material_rate)} + underlayment ${formatMoney(pricing.underlayment_rate)}) per sq ft`}
        value={formatMoney(pricing.materials)}
      />
      <Row
        label="Labor"
        detail={`${formatNumber(pricing.area_sqft, 1)} sq ft × ${formatMoney(pricing.labor_rate)} (labor, tear-off, disposal) × ${pricing.complexity_multiplier} ${pricing.complexity}`}
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
