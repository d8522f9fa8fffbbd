import { formatCents } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field';
import type { ChoicePartProps } from '../lib/offer-choice';

/** The upgrades as switches, each with what it is counted in for this roof and its price. */
export function PortalOfferUpgrades({ offer, state, onChange, disabled, problem }: ChoicePartProps) {
  if (offer.upgrades.length === 0) return null;
  const error = problem?.field === 'upgrade_ids' ? problem.message : undefined;
  const toggle = (id: string) =>
    onChange({
      ...state,
      upgradeIds: state.upgradeIds.includes(id)
        ? state.upgradeIds.filter((item) => item !== id)
        : [...state.upgradeIds, id],
    });
  return (
    <Card className="p-5">
      <fieldset disabled={disabled} aria-describedby={error ? 'upgrades-error' : undefined}>
        <legend className="text-lg font-semibold text-brand-950">Add upgrades</legend>
        <p className="mt-1 text-sm text-slate-600">Optional; each is measured for your roof.</p>
        {error && <FieldError id="upgrades-error">{error}</FieldError>}
        <ul className="mt-3 divide-y divide-slate-100">
          {offer.upgrades.map((upgrade) => {
            const on = state.upgradeIds.includes(upgrade.id);
            return (
              <li key={upgrade.id}>
                <label className="flex cursor-pointer items-start justify-between gap-4 py-3">
                  <span className="min-w-0 text-sm">
                    <span className="font-medium text-slate-900">{upgrade.name}</span>
                    <span className="block text-slate-500">{upgrade.basis_text}</span>
                    {upgrade.description && (
                      <span className="block text-slate-500">{upgrade.description}</span>
                    )}
                  </span>
                  <span className="flex shrink-0 items-center gap-3">
                    <span className="text-sm font-medium tabular-nums text-slate-900">
                      +{formatCents(upgrade.price_cents)}
                    </span>
                    <input
                      type="checkbox"
                      role="switch"
                      className="peer sr-only"
                      checked={on}
                      onChange={() => toggle(upgrade.id)}
                    />
                    {/* The switch's look; the checkbox above is what keyboards and screen readers use. */}
                    <span
                      aria-hidden="true"
                      className="relative inline-flex h-6 w-11 items-center rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-disabled:opacity-60"
                    >
                      <span
                        className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5.5' : 'translate-x-0.5'}`}
                      />
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Card>
  );
}
