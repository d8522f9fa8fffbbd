import { ROOF_MATERIAL_LABELS } from '@shared/estimates/pricing.js';
import type { OfferView } from '@shared/estimates/schemas/offer.js';
import { formatCents } from '@shared/kernel/format.js';
import { Badge } from '../../../components/ui/badge';
import { DetailRow } from '../../../components/ui/detail-row';
import { cn } from '../../../lib/cn';

/** The saved offer priced for this roof: the options side by side with "as low as", then the upgrades. */
export function OfferPreview({ offer }: { offer: OfferView }) {
  if (offer.options.length === 0) return null;
  return (
    <div className="space-y-4" data-testid="offer-preview">
      <h3 className="text-sm font-semibold text-brand-950">
        What the homeowner will see, priced for this roof
      </h3>
      <ul className="grid gap-4 md:grid-cols-3">
        {offer.options.map((option) => (
          <li
            key={option.id}
            className={cn(
              'flex flex-col rounded-lg border p-4',
              option.recommended ? 'border-accent-400 ring-1 ring-accent-200' : 'border-slate-200',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs font-semibold uppercase tracking-wide text-accent-700">
                {option.tier}
              </span>
              {option.recommended && <Badge tone="amber">Recommended</Badge>}
            </div>
            <p className="mt-1 font-semibold text-brand-950">{option.name}</p>
            <p className="text-sm text-slate-600">
              {ROOF_MATERIAL_LABELS[option.material]}
              {option.warranty && ` · ${option.warranty}`}
            </p>
            <p className="mt-1 text-xs text-slate-500">{option.basis}</p>
            <p className="mt-3 text-2xl font-bold tabular-nums text-brand-950">
              {formatCents(option.total_cents)}
            </p>
            {option.price.discount_percent !== null && (
              <p className="text-xs text-green-800">
                Includes the {option.price.discount_percent} % discount (−
                {formatCents(option.price.discount_cents)})
              </p>
            )}
            {option.as_low_as ? (
              <div className="mt-2">
                <p className="text-sm font-medium text-slate-800">
                  As low as {formatCents(option.as_low_as.monthly_payment_cents)}/mo
                </p>
                <p className="mt-1 text-xs text-slate-500">{option.as_low_as.disclosure}</p>
              </div>
            ) : (
              <p className="mt-2 text-xs text-slate-500">No offered plan finances this amount.</p>
            )}
          </li>
        ))}
      </ul>
      {offer.upgrades.length > 0 && (
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
          {offer.upgrades.map((upgrade) => (
            <DetailRow
              key={upgrade.id}
              label={upgrade.name}
              detail={upgrade.basis_text}
              className="px-3 py-2"
              valueClassName="text-slate-900"
            >
              {upgrade.available ? `+${formatCents(upgrade.price_cents)}` : 'None on this roof'}
            </DetailRow>
          ))}
        </dl>
      )}
    </div>
  );
}
