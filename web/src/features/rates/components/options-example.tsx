import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { formatCents } from '@shared/kernel/format.js';
import { priceLine, priceUpgrade } from '@shared/estimates/option-pricing.js';
import type { Rates } from '@shared/estimates/pricing.js';
import { Card } from '../../../components/ui/card';
import { checkedLine, checkedUpgrade, type CatalogueFormApi } from '../lib/catalogue-draft';
import { TYPICAL_ROOF, TYPICAL_SQUARES, typicalEdgesText, typicalRoofText } from '../lib/typical-roof';

// One dt and its dd on a row, the detail dd under both.
const ROW = 'grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3';

/** Each line and upgrade as typed, priced on the typical roof with the saved rates (docs/decisions.md, "Catalogue lines price like an estimate"). */
export function OptionsExample({ form, rates }: { form: CatalogueFormApi; rates: Rates }) {
  const headingId = useId();
  const lines = useWatch({ control: form.control, name: 'lines' });
  const upgrades = useWatch({ control: form.control, name: 'upgrades' });
  return (
    <Card className="h-fit p-5 lg:sticky lg:top-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-semibold text-brand-950">
          Your options on a typical roof
        </h2>
        <p className="mt-1 text-sm text-slate-600">{typicalRoofText()}, priced with your saved rates.</p>
        <h3 className="mt-4 text-sm font-semibold text-slate-800">Roof lines</h3>
        <dl className="mt-2 space-y-3 text-sm" aria-live="polite">
          {lines.map((draft, index) => {
            const line = checkedLine(draft);
            const priced = line && priceLine(line, TYPICAL_ROOF, rates);
            return (
              <div key={draft.id} className={ROW}>
                <dt className="break-words text-slate-700">
                  {draft.tier.trim() && <span className="font-medium">{draft.tier.trim()}: </span>}
                  {draft.name.trim() || `Line ${index + 1}`}
                </dt>
                <dd className="font-semibold tabular-nums text-brand-950">
                  {priced ? formatCents(priced.price.finalCents) : '—'}
                </dd>
                <dd className="col-span-2 text-xs text-slate-500">
                  {priced
                    ? `${formatCents(Math.round(priced.price.finalCents / TYPICAL_SQUARES))} per square · ${priced.basis}`
                    : 'Fix this line’s fields to see its price.'}
                </dd>
              </div>
            );
          })}
        </dl>
        <h3 className="mt-5 text-sm font-semibold text-slate-800">Upgrades</h3>
        <p className="text-xs text-slate-500">On {typicalEdgesText()}.</p>
        {upgrades.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No upgrades.</p>
        ) : (
          <dl className="mt-2 space-y-3 text-sm" aria-live="polite">
            {upgrades.map((draft, index) => {
              const upgrade = checkedUpgrade(draft);
              const priced = upgrade && priceUpgrade(upgrade, TYPICAL_ROOF);
              return (
                <div key={draft.id} className={ROW}>
                  <dt className="break-words text-slate-700">
                    {draft.name.trim() || `Upgrade ${index + 1}`}
                  </dt>
                  <dd className="font-semibold tabular-nums text-brand-950">
                    {priced ? formatCents(priced.priceCents) : '—'}
                  </dd>
                  <dd className="col-span-2 text-xs text-slate-500">
                    {!priced
                      ? 'Fix this upgrade’s fields to see its price.'
                      : priced.available
                        ? priced.basis
                        : `Not on this roof (${priced.basis})`}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </section>
    </Card>
  );
}
