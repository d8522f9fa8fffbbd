import { formatCents, formatCount, formatPercent, formatWholeDollars } from '../kernel/format.js';

// Financing plans a contractor offers through its lenders (docs/decisions.md, "Financing plans"). We
// show an example payment and link to the lender's application; the lender decides on credit.

/** A lender's plan as the contractor set it up. */
export interface FinancingPlan {
  /** Short slug, unique among the account's plans. */
  id: string;
  lender: string;
  /** Annual percentage rate, 0–36 to the hundredth. */
  apr_percent: number;
  /** 6–240 whole months. */
  term_months: number;
  /** Smallest and largest amount financed, dollars. */
  min_amount: number;
  max_amount: number;
  /** What the lender keeps of the amount financed, 0–30 % to the hundredth. */
  dealer_fee_percent: number;
  /** True: the price is grossed up so the contractor still nets the total after the fee. */
  fee_included: boolean;
  /** The lender's application link, https, with `{amount}` where the whole-dollar amount goes. */
  apply_url_template: string;
}

/** Bounds of a plan (the schema checks them; screens show them). */
export const FINANCING_LIMITS = {
  plans: { min: 0, max: 6 },
  aprPercent: { min: 0, max: 36 },
  termMonths: { min: 6, max: 240 },
  dealerFeePercent: { min: 0, max: 30 },
  /** Largest amount a plan may finance, dollars. */
  amount: 1_000_000,
  lender: 80,
  url: 500,
} as const;

/** The placeholder an application link's amount replaces. */
export const AMOUNT_PLACEHOLDER = '{amount}';

/** A percentage to the hundredth as an integer count of hundredths (7.99 → 799). */
function hundredths(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * The level monthly payment of a loan, P·r / (1 − (1 + r)^−n) with r = APR / 12 / 100 (P / n at 0 %),
 * to the cent half up. Computed exactly in BigInt rationals, so a payment on a half cent cannot round
 * the wrong way through float error.
 */
export function monthlyPaymentCents(principalCents: number, aprPercent: number, termMonths: number): number {
  const principal = BigInt(Math.round(principalCents));
  const months = BigInt(termMonths);
  const apr = BigInt(hundredths(aprPercent));
  if (apr === 0n) return Number((2n * principal + months) / (2n * months));
  // r = apr / 120000 (hundredths of a percent a year, monthly); with g = 1 + r = G / D,
  // payment = P · r · g^n / (g^n − 1) = P · apr · G^n / (120000 · (G^n − D^n)).
  const denominatorBase = 120_000n;
  const growth = (denominatorBase + apr) ** months;
  const base = denominatorBase ** months;
  const numerator = principal * apr * growth;
  const denominator = denominatorBase * (growth - base);
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * The amount a homeowner finances for a price: with the fee included the price is grossed up,
 * total / (1 − fee), rounded up to the cent so the contractor nets at least the total; otherwise the
 * total itself (the contractor absorbs the fee).
 */
export function financedAmountCents(totalCents: number, plan: FinancingPlan): number {
  const fee = hundredths(plan.dealer_fee_percent);
  if (!plan.fee_included || fee === 0) return totalCents;
  // Both integers: the float quotient is exact when whole, and far from a whole number otherwise.
  return Math.ceil((Math.round(totalCents) * 10_000) / (10_000 - fee));
}

/** Whether a plan can finance a price: its amount financed lies within the plan's minimum and maximum. */
export function planApplies(plan: FinancingPlan, totalCents: number): boolean {
  const amount = financedAmountCents(totalCents, plan);
  return amount >= Math.round(plan.min_amount * 100) && amount <= Math.round(plan.max_amount * 100);
}

/** The monthly payment of a price under a plan, in cents. */
export function planPaymentCents(plan: FinancingPlan, totalCents: number): number {
  return monthlyPaymentCents(financedAmountCents(totalCents, plan), plan.apr_percent, plan.term_months);
}

/** Whole dollars without ".00", other amounts with their cents: "$20,000", "$20,412.37". */
function amountText(cents: number): string {
  return cents % 100 === 0 ? formatWholeDollars(cents / 100) : formatCents(cents);
}

/**
 * The representative example shown next to a plan: amount financed, term, APR, payment count and
 * amount, and that it is subject to the lender's credit approval (an example, not an offer of credit).
 */
export function disclosure(plan: FinancingPlan, totalCents: number): string {
  const amount = financedAmountCents(totalCents, plan);
  const payment = planPaymentCents(plan, totalCents);
  const months = plan.term_months;
  return (
    `Example: ${amountText(amount)} financed for ${formatCount(months, 'month')} at ` +
    `${formatPercent(plan.apr_percent, 2)} APR: ${formatCount(months, 'monthly payment')} of ` +
    `${formatCents(payment)}. Subject to credit approval.`
  );
}

/** The lender's application link for a price: `{amount}` becomes the amount financed in whole dollars (rounded up). */
export function applyUrl(plan: FinancingPlan, totalCents: number): string {
  const dollars = Math.ceil(financedAmountCents(totalCents, plan) / 100);
  return plan.apply_url_template.split(AMOUNT_PLACEHOLDER).join(encodeURIComponent(String(dollars)));
}
