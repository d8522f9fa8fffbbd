import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { AMOUNT_PLACEHOLDER, FINANCING_LIMITS as F } from '@shared/estimates/financing.js';
import { CountInput, DecimalInput, Input, MoneyInput } from '../../../components/ui/input';
import { Checkbox } from '../../../components/ui/checkbox';
import type { FinancingFormApi } from '../lib/financing-draft';
import { ItemCard, type ItemCardActions } from './item-card';
import { PlanExample } from './plan-example';

/** One financing plan as a card: its fields, and beside them (below on a phone) its worked example. */
export function PlanCard({
  form,
  index,
  canEdit,
  actions,
}: {
  form: FinancingFormApi;
  index: number;
  canEdit: boolean;
  actions: ItemCardActions;
}) {
  const at = `plans.${index}` as const;
  const lender = useWatch({ control: form.control, name: `${at}.lender` });
  const feeHintId = useId();
  return (
    <ItemCard
      noun="plan"
      index={index}
      subtitle={lender.trim() || 'New lender'}
      canEdit={canEdit}
      actions={actions}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid content-start gap-4 sm:grid-cols-2">
          <Input
            label="Lender"
            required
            maxLength={F.lender}
            className="sm:col-span-2"
            {...form.field(`${at}.lender`)}
          />
          <DecimalInput
            label="APR (%)"
            required
            min={F.aprPercent.min}
            max={F.aprPercent.max}
            step={0.01}
            {...form.field(`${at}.apr_percent`)}
          />
          <CountInput
            label="Term (months)"
            required
            min={F.termMonths.min}
            max={F.termMonths.max}
            {...form.field(`${at}.term_months`)}
          />
          <MoneyInput
            label="Minimum amount ($)"
            required
            inputMode="decimal"
            max={F.amount}
            {...form.field(`${at}.min_amount`)}
          />
          <MoneyInput
            label="Maximum amount ($)"
            required
            inputMode="decimal"
            max={F.amount}
            {...form.field(`${at}.max_amount`)}
          />
          <DecimalInput
            label="Dealer fee (%)"
            required
            min={F.dealerFeePercent.min}
            max={F.dealerFeePercent.max}
            step={0.01}
            hint="What the lender keeps of the amount financed."
            {...form.field(`${at}.dealer_fee_percent`)}
          />
          <div className="sm:col-span-2">
            <Checkbox
              labelClassName="flex items-start gap-3 text-sm"
              className="mt-0.5 size-4 shrink-0 rounded border-slate-300"
              aria-describedby={feeHintId}
              {...form.register(`${at}.fee_included`)}
            >
              <span className="font-medium text-slate-800">Fee included in the amount financed</span>
            </Checkbox>
            {/* docs/decisions.md, "Financing plans": the gross-up, or the contractor absorbs the fee. */}
            <p id={feeHintId} className="mt-1 pl-7 text-sm text-slate-600">
              On: the loan is raised to cover the dealer fee, so you still receive the full price. Off: the
              homeowner finances the price and you absorb the fee.
            </p>
          </div>
          <Input
            label="Application link"
            required
            type="url"
            maxLength={F.url}
            className="sm:col-span-2"
            hint={`The lender’s https:// address, with ${AMOUNT_PLACEHOLDER} where the amount financed goes (whole dollars).`}
            {...form.field(`${at}.apply_url_template`)}
          />
        </div>
        <PlanExample form={form} index={index} />
      </div>
    </ItemCard>
  );
}
