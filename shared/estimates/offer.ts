import type { Catalogue } from './catalogue.js';
import { disclosure, planApplies, planPaymentCents, type FinancingPlan } from './financing.js';
import { priceOptions, type OptionRoof, type PricedOption, type PricedUpgrade } from './option-pricing.js';
import type { Rates } from './pricing.js';

// The offer on an estimate (docs/decisions.md, "The offer on an estimate"): which catalogue lines,
// upgrades and financing plans its proposal shows. Only ids are stored; prices are computed from the
// account's current catalogue and rates until the proposal is sent, which freezes them.

/** What an estimate's proposal offers, by id. */
export interface EstimateOffer {
  lineIds: string[];
  upgradeIds: string[];
  /** One of `lineIds`, or null for none highlighted. */
  recommendedLineId: string | null;
  financingPlanIds: string[];
}

/** Bounds of an offer (the schema checks them). */
export const OFFER_LIMITS = {
  lines: { min: 1, max: 3 },
  upgrades: { max: 8 },
  plans: { max: 6 },
} as const;

/** A field of a request that names something unknown, and why ("line_ids[1]: no such line in your catalogue"). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The 400's detail of a problem: the field, then what is wrong with it. */
export function problemText(problem: FieldProblem): string {
  return `${problem.field}: ${problem.message}`;
}

function unknownIn(
  field: string,
  ids: readonly string[],
  known: readonly { id: string }[],
  noun: string,
): FieldProblem | null {
  const index = ids.findIndex((id) => !known.some((item) => item.id === id));
  return index < 0 ? null : { field: `${field}[${index}]`, message: `no such ${noun}` };
}

/** The first id of an offer that the account's catalogue or plans do not hold, or null when all are known. */
export function offerProblem(
  offer: EstimateOffer,
  catalogue: Catalogue,
  plans: readonly FinancingPlan[],
): FieldProblem | null {
  return (
    unknownIn('line_ids', offer.lineIds, catalogue.lines, 'line in your catalogue') ??
    unknownIn('upgrade_ids', offer.upgradeIds, catalogue.upgrades, 'upgrade in your catalogue') ??
    unknownIn('financing_plan_ids', offer.financingPlanIds, plans, 'financing plan of your account')
  );
}

/** The plan with the lowest monthly payment among those that can finance a price, with that payment. */
export interface CheapestPlan {
  plan: FinancingPlan;
  paymentCents: number;
  disclosure: string;
}

/** The offered plan with the lowest monthly payment for a price, or null when none can finance it. */
export function cheapestPlan(plans: readonly FinancingPlan[], totalCents: number): CheapestPlan | null {
  let best: CheapestPlan | null = null;
  for (const plan of plans) {
    if (!planApplies(plan, totalCents)) continue;
    const paymentCents = planPaymentCents(plan, totalCents);
    if (!best || paymentCents < best.paymentCents)
      best = { plan, paymentCents, disclosure: disclosure(plan, totalCents) };
  }
  return best;
}

/** An offer priced on a roof: its options (in the offer's order) each with its "as low as" plan, upgrades and plans. */
export interface PricedOffer {
  options: (PricedOption & { recommended: boolean; financing: CheapestPlan | null })[];
  upgrades: PricedUpgrade[];
  plans: FinancingPlan[];
}

function inOrder<T extends { id: string }>(ids: readonly string[], items: readonly T[]): T[] {
  return ids.flatMap((id) => items.filter((item) => item.id === id));
}

/**
 * Prices an offer on a roof with the catalogue and rates given; ids no longer in the catalogue or
 * plans are left out. The estimate's discount applies to each option's roof line, as to the estimate.
 */
export function priceOffer(
  offer: EstimateOffer,
  roof: OptionRoof,
  catalogue: Catalogue,
  rates: Rates,
  allPlans: readonly FinancingPlan[],
  discountPercent: number | null = null,
): PricedOffer {
  const lines = inOrder(offer.lineIds, catalogue.lines);
  const upgrades = inOrder(offer.upgradeIds, catalogue.upgrades);
  const plans = inOrder(offer.financingPlanIds, allPlans);
  const priced = priceOptions(roof, { lines, upgrades }, rates, { discountPercent });
  return {
    options: priced.options.map((option) => ({
      ...option,
      recommended: option.line.id === offer.recommendedLineId,
      financing: cheapestPlan(plans, option.price.finalCents),
    })),
    upgrades: priced.upgrades,
    plans,
  };
}
