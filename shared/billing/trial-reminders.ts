import { DAY_MS, dayAfter } from '../kernel/time.js';
/**
 * The "trial ending in 3 days" reminder (docs/product.md#billing): which trials the daily job mails. Pure; time injected.
 * Trials are app-side (accounts carry `trialEndsAt`), so Stripe's `trial_will_end` never fires for them.
 */

/** A trial is reminded once when its end is at most this many days away. */
export const TRIAL_REMINDER_DAYS = 3;

/** The trial facts of an account, as stored. */
export interface TrialFacts {
  subscriptionStatus: 'active' | 'trial' | 'free';
  trialEndsAt: string | null;
  /** Stripe's status of a subscription the account started, if any (then the trial was converted). */
  stripeStatus?: string | null;
}

/** The UTC days (YYYY-MM-DD) a reminded trial can end on, seen at `now`: today and the next 3. */
export function trialReminderDays(now: Date): string[] {
  return Array.from({ length: TRIAL_REMINDER_DAYS + 1 }, (_, offset) => dayAfter(now, offset));
}

/** Whether the account is still on an unconverted trial that ends within 3 days of `now`. */
export function needsTrialReminder(facts: TrialFacts, now: Date): boolean {
  if (facts.subscriptionStatus !== 'trial' || facts.stripeStatus || !facts.trialEndsAt) return false;
  const left = Date.parse(facts.trialEndsAt) - now.getTime();
  return left > 0 && left <= TRIAL_REMINDER_DAYS * DAY_MS;
}

/** The business key of one trial's reminder: one mail per admin per trial end, however often the job runs. */
export function trialReminderKey(accountId: string, trialEndsAt: string): string {
  return `trial-ending#${accountId}#${trialEndsAt}`;
}
