import { formatWholeDollars } from '@shared/kernel/format.js';
import {
  presaleMonthlyPrice,
  presaleStruckPrice,
  presaleTotalDue,
  type PresalePackage,
} from '@shared/kernel/plans.js';
import { Badge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

/** One presale package as a radio card: struck original price, presale total and what it includes. */
export function PackageOption({
  pkg,
  selected,
  onSelect,
}: {
  pkg: PresalePackage;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-2 rounded-xl border bg-white p-4 shadow-sm transition',
        selected ? 'border-brand-600 ring-2 ring-brand-500/40' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name="package"
        value={pkg.id}
        checked={selected}
        onChange={onSelect}
        className="absolute right-4 top-4 size-4 accent-brand-600"
      />
      <span className="flex flex-wrap items-center gap-2 pr-6">
        <span className="font-semibold text-brand-950">{pkg.name}</span>
        {pkg.popular && <Badge tone="amber">Most Popular</Badge>}
      </span>
      <span className="flex items-baseline gap-2">
        <span className="text-2xl font-bold text-brand-950">{formatWholeDollars(presaleTotalDue(pkg))}</span>
        <s
          className="text-sm text-slate-500"
          aria-label={`was ${formatWholeDollars(presaleStruckPrice(pkg))}`}
        >
          {formatWholeDollars(presaleStruckPrice(pkg))}
        </s>
      </span>
      <span className="text-sm text-slate-600">
        {formatWholeDollars(presaleMonthlyPrice(pkg))}/month for 3 months + {formatWholeDollars(pkg.setupFee)}{' '}
        setup · save {formatWholeDollars(pkg.totalSavings)}
      </span>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" className="size-4 shrink-0 text-green-700" strokeWidth={2.2} />
            {feature}
          </li>
        ))}
      </ul>
    </label>
  );
}
