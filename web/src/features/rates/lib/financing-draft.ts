import * as z from '@shared/kernel/zod.js';
import type { FinancingPlan } from '@shared/estimates/financing.js';
import { financingPlanSchema, saveFinancingPlansRequest } from '@shared/estimates/schemas/catalogue.js';
import type { ZodForm } from '../../../lib/use-zod-form';
import { freshId } from './fresh-id';
import { typedNumber } from './typed-number';

// The Financing form holds each plan as typed and is checked by the API's own request schema once read
// back, so a problem's path (`plans.0.apr_percent`) is the same in the browser and in a 400.

/** One plan as typed. */
export interface PlanDraft {
  id: string;
  lender: string;
  apr_percent: string;
  term_months: string;
  min_amount: string;
  max_amount: string;
  dealer_fee_percent: string;
  fee_included: boolean;
  apply_url_template: string;
}

/** The whole form. */
export interface FinancingDraft {
  plans: PlanDraft[];
}

/** A saved plan as the form shows it. */
function planDraft(plan: FinancingPlan): PlanDraft {
  return {
    ...plan,
    apr_percent: String(plan.apr_percent),
    term_months: String(plan.term_months),
    min_amount: String(plan.min_amount),
    max_amount: String(plan.max_amount),
    dealer_fee_percent: String(plan.dealer_fee_percent),
  };
}

/** Saved plans as the form's starting values. */
export function financingDraft(plans: readonly FinancingPlan[]): FinancingDraft {
  return { plans: plans.map(planDraft) };
}

/** A typed plan read back for the schema (it judges what is missing or no number). */
function readPlan(draft: PlanDraft): unknown {
  return {
    ...draft,
    apr_percent: typedNumber(draft.apr_percent),
    term_months: typedNumber(draft.term_months),
    min_amount: typedNumber(draft.min_amount),
    max_amount: typedNumber(draft.max_amount),
    dealer_fee_percent: typedNumber(draft.dealer_fee_percent),
  };
}

/** The form's schema: the draft read back, then checked exactly as PUT /api/financing-plans checks it. */
export const financingForm = z.pipe(
  z.transform((draft: FinancingDraft): unknown => ({ plans: draft.plans.map(readPlan) })),
  saveFinancingPlansRequest,
);

/** A typed plan ready for its example, or null while any of its fields has a problem. */
export function checkedPlan(draft: PlanDraft): FinancingPlan | null {
  const parsed = financingPlanSchema.safeParse(readPlan(draft));
  return parsed.success ? parsed.data : null;
}

/** A new plan: no fee, the lender's figures and link to type. */
export function newPlanDraft(taken: readonly { id: string }[]): PlanDraft {
  return {
    id: freshId('plan', taken),
    lender: '',
    apr_percent: '',
    term_months: '',
    min_amount: '1000',
    max_amount: '100000',
    dealer_fee_percent: '0',
    fee_included: false,
    apply_url_template: 'https://',
  };
}

/** The Financing form as its parts receive it. */
export type FinancingFormApi = ZodForm<typeof financingForm>;
