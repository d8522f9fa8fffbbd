import { formatCents } from '@shared/kernel/format.js';
import { Card } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field';
import { choiceTotalCents, type ChoicePartProps } from '../lib/offer-choice';

/** One row of the summary. */
function Line({ label, amount }: { label: string; amount: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <dt className="text-slate-700">{label}</dt>
      <dd className="shrink-0 tabular-nums text-slate-900">{amount}</dd>
    </div>
  );
}

/**
 * The chosen option and upgrades with the live total, the example payment's disclosure, and the
 * optional financing preference. The dealer fee stays hidden (docs/decisions.md, "The portal shows the
 * frozen options"), so whether a plan covers a total with upgrades is the server's answer, shown here.
 */
export function PortalOfferTotal({ offer, state, onChange, disabled, problem }: ChoicePartProps) {
  const option = offer.options.find((item) => item.id === state.optionId);
  const total = choiceTotalCents(offer, state);
  const upgrades = offer.upgrades.filter((upgrade) => state.upgradeIds.includes(upgrade.id));
  const planError = problem?.field === 'plan_id' ? problem.message : undefined;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-brand-950">Your total</h2>
      {option ? (
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          <Line
            label={`${option.name}${state.colours[option.id] ? ` · ${state.colours[option.id]}` : ''}`}
            amount={formatCents(option.total_cents)}
          />
          {upgrades.map((upgrade) => (
            <Line key={upgrade.id} label={upgrade.name} amount={`+${formatCents(upgrade.price_cents)}`} />
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Choose an option to see your total.</p>
      )}
      <div className="mt-2 flex items-baseline justify-between gap-4 rounded-lg bg-brand-950 px-4 py-3 text-white">
        <span className="font-semibold">Total</span>
        <span className="text-2xl font-bold tabular-nums" data-testid="portal-total" aria-live="polite">
          {total === null ? '—' : formatCents(total)}
        </span>
      </div>
      {option?.as_low_as && (
        <p className="mt-3 text-xs text-slate-600" data-testid="financing-disclosure">
          *{option.name}: as low as {formatCents(option.as_low_as.monthly_payment_cents)}/mo.{' '}
          {option.as_low_as.disclosure}
        </p>
      )}

      {offer.financing.length > 0 && (
        <fieldset
          disabled={disabled}
          className="mt-5"
          aria-describedby={planError ? 'plan-error' : undefined}
        >
          <legend className="text-sm font-semibold text-brand-950">Financing (optional)</legend>
          <div className="mt-2 space-y-2 text-sm">
            <label className="flex items-start gap-3">
              <input
                type="radio"
                name="offer-plan"
                className="mt-0.5 size-4"
                checked={state.planId === null}
                onChange={() => onChange({ ...state, planId: null })}
              />
              <span className="text-slate-800">No financing</span>
            </label>
            {offer.financing.map((plan) => (
              <label key={plan.id} className="flex items-start gap-3">
                <input
                  type="radio"
                  name="offer-plan"
                  className="mt-0.5 size-4"
                  checked={state.planId === plan.id}
                  onChange={() => onChange({ ...state, planId: plan.id })}
                />
                <span>
                  <span className="font-medium text-slate-800">
                    {plan.lender} · {plan.apr_percent}% APR · {plan.term_months} months
                  </span>
                  <span className="block text-slate-500">
                    Finances {formatCents(plan.min_amount_cents)} to {formatCents(plan.max_amount_cents)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {planError && <FieldError id="plan-error">{planError}</FieldError>}
          <p className="mt-2 text-xs text-slate-500">
            Your preference for the contractor; the lender decides on credit.
          </p>
        </fieldset>
      )}
    </Card>
  );
}
