import { useWatch } from 'react-hook-form';
import { formatCents, formatMoney, formatWholeDollars } from '@shared/kernel/format.js';
import {
  applyUrl,
  disclosure,
  financedAmountCents,
  planApplies,
  planPaymentCents,
} from '@shared/estimates/financing.js';
import { checkedPlan, type FinancingFormApi } from '../lib/financing-draft';

/** The job every plan's example is worked on: $20,000, a typical re-roof with an upgrade or two. */
export const EXAMPLE_JOB_CENTS = 2_000_000;

/** Dollars without ".00" when whole, as the disclosure writes amounts. */
function dollars(amount: number): string {
  return Number.isInteger(amount) ? formatWholeDollars(amount) : formatMoney(amount);
}

/** A plan as typed, worked on the example job: its monthly payment, its disclosure and its application link. */
export function PlanExample({ form, index }: { form: FinancingFormApi; index: number }) {
  const draft = useWatch({ control: form.control, name: `plans.${index}` });
  const plan = checkedPlan(draft);
  const job = dollars(EXAMPLE_JOB_CENTS / 100);
  const financed = plan ? financedAmountCents(EXAMPLE_JOB_CENTS, plan) : EXAMPLE_JOB_CENTS;
  return (
    <div className="rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200" aria-live="polite">
      <h4 className="font-semibold text-brand-950">On a {job} job</h4>
      {!plan ? (
        <p className="mt-1 text-slate-600">Fix this plan’s fields to see its example.</p>
      ) : !planApplies(plan, EXAMPLE_JOB_CENTS) ? (
        <p className="mt-1 text-slate-600">
          This plan finances {dollars(plan.min_amount)} to {dollars(plan.max_amount)}, so it does not cover a{' '}
          {job} job{financed === EXAMPLE_JOB_CENTS ? '' : ` (${formatCents(financed)} with the dealer fee)`}.
        </p>
      ) : (
        <>
          <p className="mt-1 text-lg font-bold text-brand-950">
            As low as {formatCents(planPaymentCents(plan, EXAMPLE_JOB_CENTS))}/mo
          </p>
          <p className="mt-1 text-slate-700">{disclosure(plan, EXAMPLE_JOB_CENTS)}</p>
          <a
            href={applyUrl(plan, EXAMPLE_JOB_CENTS)}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-block break-all font-medium text-brand-800 underline"
          >
            Try the application link
          </a>
        </>
      )}
    </div>
  );
}
