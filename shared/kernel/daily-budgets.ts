/**
 * Each cost-bearing public route's budget: requests a UTC day, platform-wide (docs/decisions.md,
 * "Daily budgets of the cost-bearing public routes"). A quick estimate costs Google Solar and
 * Geocoding calls, a coupon check and a checkout a table write each and a checkout a Stripe session.
 */
export const DAILY_BUDGETS = {
  'quick-estimate': 5_000,
  'coupon-validate': 20_000,
  'payments-checkout': 2_000,
} as const;

/** A route that spends a daily budget. */
export type BudgetedRoute = keyof typeof DAILY_BUDGETS;

/** The structured log line (its `message`) written once per route per UTC day when its budget runs out; an alarm watches for it. */
export const BUDGET_EXHAUSTED_LOG = 'budget exhausted';

/** The 429's detail once a route's budget for the day is spent. */
export const BUDGET_EXHAUSTED_DETAIL =
  'This service has reached its limit for today. Please try again after midnight UTC.';
