import { formatCount } from '../kernel/format.js';
import { DAY_MS } from '../kernel/time.js';

// What a new account sees on its first days (docs/decisions.md, "The first day of a new account"):
// the trial's days left, the greeting, and the setup checklist that ticks itself from saved data.

/** Whole days left in a trial ending at `trialEndsAt` (ISO), counting a started day as a day; 0 once ended. */
export function trialDaysLeft(trialEndsAt: string, now: Date): number {
  const left = Date.parse(trialEndsAt) - now.getTime();
  return Number.isNaN(left) || left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** The trial banner's words: "14 days left in your free trial", "Your free trial ends today". */
export function trialBannerText(daysLeft: number): string {
  return daysLeft <= 0
    ? 'Your free trial has ended'
    : `${formatCount(daysLeft, 'day')} left in your free trial`;
}

/** How long after sign-up a first visit to the dashboard still counts as the account's first day. */
export const NEW_USER_DAYS = 7;

/**
 * "Welcome" on a user's first visit to the dashboard, "Welcome back" afterwards. A first visit is one
 * this browser has no record of, by a user created within the last week (an old user on a new
 * browser is not new).
 */
export function isFirstVisit(createdAt: string, seenBefore: boolean, now: Date): boolean {
  return !seenBefore && now.getTime() - Date.parse(createdAt) < NEW_USER_DAYS * DAY_MS;
}

/** What the checklist reads, all from data the account has saved. */
export interface SetupFacts {
  ratesSaved: boolean;
  logo: boolean;
  companyPhone: boolean;
  companyEmail: boolean;
  licence: boolean;
}

/** One step of the setup checklist. */
export interface SetupStep {
  key: 'rates' | 'logo' | 'contact' | 'licence';
  label: string;
  /** The page where the step is done. */
  to: string;
  done: boolean;
}

/** The setup checklist, in the order a contractor does it; each step links to its page and is done from saved data. */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  return [
    { key: 'rates', label: 'Set your rates', to: '/dashboard/my-rates', done: facts.ratesSaved },
    { key: 'logo', label: 'Upload your logo', to: '/dashboard/profile', done: facts.logo },
    {
      key: 'contact',
      label: 'Add your company phone and email',
      to: '/dashboard/settings#settings-company',
      done: facts.companyPhone && facts.companyEmail,
    },
    {
      key: 'licence',
      label: 'Add your licence number',
      to: '/dashboard/settings#settings-company',
      done: facts.licence,
    },
  ];
}
