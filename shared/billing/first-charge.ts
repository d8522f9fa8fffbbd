/**
 * Stripe refuses a Checkout trial that ends less than 48 hours after the session is created
 * (`subscription_data.trial_end`), so a free period that ends sooner is not carried into the
 * subscription; an hour of margin covers latency and clock skew (docs/decisions.md "A trial is kept").
 */
export const MIN_KEPT_TRIAL_MS = 49 * 60 * 60 * 1000;

/**
 * When a subscription started now is first charged: the end of the account's free period (a trial or
 * a prepaid presale period) when there is enough of it left to keep, else `null` (charged at once).
 */
export function firstChargeAt(freeUntil: string | null | undefined, now: Date): string | null {
  if (!freeUntil) return null;
  return Date.parse(freeUntil) - now.getTime() >= MIN_KEPT_TRIAL_MS ? freeUntil : null;
}
