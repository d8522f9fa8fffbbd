import type { PortalOffer } from '@shared/documents/schemas/portal-offer.js';
import { formatCents } from '@shared/kernel/format.js';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field';
import type { ChoicePartProps } from '../lib/offer-choice';

type Option = PortalOffer['options'][number];

/** The chosen option's colours as radio chips (one must be picked when it has any). */
function ColourChips({
  option,
  colour,
  onPick,
  error,
}: {
  option: Option;
  colour: string | undefined;
  onPick: (colour: string) => void;
  error?: string;
}) {
  const errorId = `colour-error-${option.id}`;
  return (
    <fieldset className="mt-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Colour{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {option.colours.map((name) => (
          <label key={name} className="cursor-pointer">
            <input
              type="radio"
              className="peer sr-only"
              name={`colour-${option.id}`}
              value={name}
              checked={colour === name}
              onChange={() => onPick(name)}
              required
            />
            <span className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-800 peer-checked:border-brand-900 peer-checked:bg-brand-900 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-disabled:opacity-60">
              {name}
            </span>
          </label>
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}

/** One option as a radio card: tier, name, material, warranty, price and its "as low as". */
function OptionCard({ option, chosen, onChoose }: { option: Option; chosen: boolean; onChoose: () => void }) {
  return (
    <label className="block cursor-pointer">
      <input
        type="radio"
        className="peer sr-only"
        name="offer-option"
        value={option.id}
        checked={chosen}
        onChange={onChoose}
      />
      <span className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-accent-700">{option.tier}</span>
        {option.recommended && <Badge tone="amber">Recommended</Badge>}
      </span>
      <span className="mt-1 flex items-start gap-2">
        <span
          aria-hidden="true"
          className={`mt-1 size-4 shrink-0 rounded-full border-2 ${chosen ? 'border-brand-900' : 'border-slate-400'}`}
        >
          {chosen && <span className="m-0.5 block size-2 rounded-full bg-brand-900" />}
        </span>
        <span className="text-lg font-semibold text-brand-950">{option.name}</span>
      </span>
      <span className="mt-1 block text-sm text-slate-600">
        {option.material_label}
        {option.warranty && ` · ${option.warranty}`}
      </span>
      <span className="mt-3 block text-2xl font-bold tabular-nums text-brand-950">
        {formatCents(option.total_cents)}
      </span>
      {option.discount_percent !== null && (
        <span className="block text-xs text-green-800">
          After your {option.discount_percent}% discount (−{formatCents(option.discount_cents)})
        </span>
      )}
      {option.as_low_as && (
        <span className="mt-1 block text-sm font-medium text-slate-700">
          As low as {formatCents(option.as_low_as.monthly_payment_cents)}/mo*
        </span>
      )}
    </label>
  );
}

/** The options side by side (stacked on a phone), one chosen by radio, with the chosen one's colours. */
export function PortalOfferOptions({ offer, state, onChange, disabled, problem }: ChoicePartProps) {
  const optionError = problem?.field === 'option_id' ? problem.message : undefined;
  return (
    <fieldset
      disabled={disabled}
      className="min-w-0"
      aria-describedby={optionError ? 'option-error' : undefined}
    >
      <legend className="text-lg font-semibold text-brand-950">Choose your roof</legend>
      {optionError && <FieldError id="option-error">{optionError}</FieldError>}
      <div className={`mt-3 grid gap-4 ${offer.options.length > 1 ? 'md:grid-cols-2 lg:grid-cols-3' : ''}`}>
        {offer.options.map((option) => {
          const chosen = state.optionId === option.id;
          return (
            <Card
              key={option.id}
              data-testid={`offer-option-${option.id}`}
              className={
                chosen
                  ? 'p-4 ring-2 ring-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500'
                  : 'p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500'
              }
            >
              <OptionCard
                option={option}
                chosen={chosen}
                onChoose={() => onChange({ ...state, optionId: option.id })}
              />
              {option.colours.length > 0 &&
                (chosen ? (
                  <ColourChips
                    option={option}
                    colour={state.colours[option.id]}
                    onPick={(colour) =>
                      onChange({ ...state, colours: { ...state.colours, [option.id]: colour } })
                    }
                    error={problem?.field === 'colour' ? problem.message : undefined}
                  />
                ) : (
                  <p className="mt-3 text-sm text-slate-500">
                    {option.colours.length} {option.colours.length === 1 ? 'colour' : 'colours'}:{' '}
                    {option.colours.join(', ')}
                  </p>
                ))}
            </Card>
          );
        })}
      </div>
    </fieldset>
  );
}
