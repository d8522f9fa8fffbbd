import { formatMoney, formatNumber } from '@shared/kernel/format.js';
import type { PricedSupplementLine, SupplementRule } from '@shared/insurance/supplement.js';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const quantity = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);

/** Props of SupplementLines. */
export interface SupplementLinesProps {
  /** Every line the comparison found, priced as the contractor set them. */
  lines: PricedSupplementLine[];
  excluded: readonly SupplementRule[];
  prices: Partial<Record<SupplementRule, string>>;
  onToggle: (rule: SupplementRule) => void;
  onPrice: (rule: SupplementRule, value: string) => void;
}

/** The comparison: each missing or under-scoped line with measured, in-scope, difference and evidence; the contractor keeps or drops it and sets its unit price. */
export function SupplementLines({ lines, excluded, prices, onToggle, onPrice }: SupplementLinesProps) {
  const kept = lines.filter((line) => !excluded.includes(line.rule));
  const total = kept.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[52rem] text-left text-sm" aria-label="Supplement lines">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th className="py-2 pr-2">Keep</th>
              <th className="py-2 pr-2">Item</th>
              <th className="py-2 pr-2 text-right">Measured</th>
              <th className="py-2 pr-2 text-right">In scope</th>
              <th className="py-2 pr-2 text-right">Difference</th>
              <th className="py-2 pr-2">Unit</th>
              <th className="py-2 pr-2">Unit price</th>
              <th className="py-2 pr-2 text-right">Amount</th>
              <th className="py-2">Evidence</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => {
              const off = excluded.includes(line.rule);
              return (
                <tr key={line.rule} className={cn('align-top', off && 'text-slate-400')}>
                  <td className="py-2 pr-2">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={!off}
                      aria-label={`Keep ${line.item}`}
                      onChange={() => onToggle(line.rule)}
                    />
                  </td>
                  <td className="py-2 pr-2">
                    <span className="font-medium">{line.item}</span>{' '}
                    <Badge tone={line.status === 'missing' ? 'red' : 'amber'}>
                      {line.status === 'missing' ? 'Not in scope' : 'Under-scoped'}
                    </Badge>
                  </td>
                  <td className="py-2 pr-2 text-right tabular-nums">{quantity(line.measured)}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{quantity(line.carrier)}</td>
                  <td className="py-2 pr-2 text-right font-semibold tabular-nums">
                    {quantity(line.difference)}
                  </td>
                  <td className="py-2 pr-2">{line.unit}</td>
                  <td className="py-2 pr-2">
                    {line.unit === '%' ? (
                      <span className="text-xs text-slate-600">of scope total</span>
                    ) : (
                      <input
                        aria-label={`Unit price of ${line.item}`}
                        inputMode="decimal"
                        disabled={off}
                        className="h-8 w-24 rounded-md border border-slate-300 px-2"
                        value={prices[line.rule] ?? (line.unitPrice === null ? '' : String(line.unitPrice))}
                        onChange={(event) => onPrice(line.rule, event.target.value)}
                      />
                    )}
                  </td>
                  <td className="py-2 pr-2 text-right tabular-nums">
                    {line.amount === null ? '—' : formatMoney(line.amount)}
                  </td>
                  <td className="py-2 text-xs text-slate-700">{line.evidence}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-right text-sm">
        {kept.length} line{kept.length === 1 ? '' : 's'} kept · priced differences{' '}
        <span className="font-semibold">{formatMoney(total)}</span>
      </p>
    </div>
  );
}
