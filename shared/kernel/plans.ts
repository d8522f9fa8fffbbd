/**
 * Plans, presale packages, guarantee and partner commissions: the one place the landing page, the
 * partner calculator, the chatbot and billing read their numbers from (docs/product.md#public-site;
 * conflicts settled in docs/decisions.md).
 */
import type { PlanTier } from './constants.js';
import { formatCount } from './format.js';

/** A subscription plan as marketed. `reports` and `seats` are null when unlimited. */
export interface Plan {
  tier: PlanTier;
  name: string;
  /** Whole US dollars per month, billed monthly. */
  monthlyPrice: number;
  description: string;
  reports: number | null;
  seats: number | null;
  support: string;
  features: readonly string[];
  popular: boolean;
  /** The public API (docs/product.md#public-api); trials of any plan may try it. */
  apiAccess: boolean;
  /** Digital signatures (contracts and library documents); trials of any plan may try them. */
  signatures: boolean;
}

/** Yearly billing is this much cheaper than monthly. */
export const YEARLY_DISCOUNT = 0.2;
/** One-time setup fee of every plan, in dollars. */
export const SETUP_FEE = 500;
/** The setup fee during the presale (50% off). */
export const PRESALE_SETUP_FEE = 250;
/** Months of service a presale package covers at the presale price. */
export const PRESALE_MONTHS = 3;
/** Money-back guarantee (60 days, not the chatbot's old 30: docs/decisions.md). */
export const GUARANTEE_DAYS = 60;
/** Free beta period for beta testers. */
export const BETA_FREE_DAYS = 30;
/** Support answers within this many hours. */
export const SUPPORT_RESPONSE_HOURS = 24;
/** Claimed measurement accuracy (also phrased "within 2%"). */
export const ACCURACY_PERCENT = 99.2;
/** The longest a measurement takes from the address, as the public pages promise (docs/decisions.md, "Only figures we can back"). */
export const MEASUREMENT_SECONDS = 60;
/** Claimed uptime. */
export const UPTIME_PERCENT = 99.9;
/** Claimed setup time. */
export const SETUP_MINUTES = 10;

/** The three plans (Professional is $499 everywhere; 250 reports, see docs/decisions.md; estimates are unlimited on every plan). */
export const PLANS: readonly Plan[] = [
  {
    tier: 'starter',
    name: 'Starter',
    monthlyPrice: 299,
    description: 'For owner-operators getting started.',
    reports: 50,
    seats: 2,
    support: 'Basic support',
    features: [
      '50 measurement reports a month',
      'Unlimited estimates',
      '2 user accounts',
      'PDF proposals with a "Created by Ridgeline" line',
      'Basic support',
    ],
    popular: false,
    apiAccess: false,
    signatures: false,
  },
  {
    tier: 'pro',
    name: 'Professional',
    monthlyPrice: 499,
    description: 'For growing crews that estimate every day.',
    reports: 250,
    seats: 5,
    support: 'Email support',
    features: [
      '250 measurement reports a month',
      'Unlimited estimates',
      'Up to 5 user accounts',
      'Your branding, no Ridgeline line',
      'Digital signatures',
      'Email support',
    ],
    popular: true,
    apiAccess: false,
    signatures: true,
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 999,
    description: 'For multi-location contractors.',
    reports: null,
    seats: null,
    support: 'Priority phone support',
    features: [
      'Unlimited measurement reports',
      'Unlimited estimates',
      'Unlimited users',
      'API access',
      'Priority phone support',
    ],
    popular: false,
    apiAccess: true,
    signatures: true,
  },
];

/** The plans that include the public API (for "API access comes with …"). */
export function plansWithApiAccess(): Plan[] {
  return PLANS.filter((plan) => plan.apiAccess);
}

/** The plans that include digital signatures. */
export function plansWithSignatures(): Plan[] {
  return PLANS.filter((plan) => plan.signatures);
}

/** Why a signature cannot be requested on a plan without them: names the plans to upgrade to. */
export function signaturesUpgradeMessage(): string {
  const names = plansWithSignatures().map((plan) => plan.name);
  return `Digital signatures come with the ${names.join(' or ')} plan. Upgrade on the Billing page to send documents for signature.`;
}

/** The plan of a tier. */
export function planOf(tier: PlanTier): Plan {
  const plan = PLANS.find((candidate) => candidate.tier === tier);
  if (!plan) throw new Error(`unknown plan tier ${tier}`);
  return plan;
}

/** Monthly price when billed yearly: 20% cheaper, rounded to whole dollars. */
export function yearlyMonthlyPrice(monthlyPrice: number): number {
  return Math.round(monthlyPrice * (1 - YEARLY_DISCOUNT));
}

/** Dollars saved over a year by paying yearly (shown as 'Save $X/year'). */
export function yearlySavings(monthlyPrice: number): number {
  return (monthlyPrice - yearlyMonthlyPrice(monthlyPrice)) * 12;
}

/** "unlimited" or the number, for reports and seats in text. */
export function limitText(value: number | null): string {
  return value === null ? 'unlimited' : String(value);
}

/** A plan limit with its noun: (null, 'user') → "unlimited users", (1, 'user') → "1 user". */
export function limitCount(value: number | null, singular: string): string {
  return value === null ? `unlimited ${singular}s` : formatCount(value, singular);
}

/** A presale package (docs/product.md#public-site): prices in whole dollars for the 3 months of service. */
export interface PresalePackage {
  id: 'starter_presale' | 'pro_presale' | 'enterprise_presale';
  tier: PlanTier;
  name: string;
  originalPrice: number;
  presalePrice: number;
  /** Price saving plus the setup-fee saving. */
  savings: number;
  setupFee: number;
  totalSavings: number;
  features: readonly string[];
  popular: boolean;
}

function presalePackage(
  id: PresalePackage['id'],
  tier: PlanTier,
  presalePrice: number,
  popular: boolean,
  extra: string[],
): PresalePackage {
  const plan = planOf(tier);
  const originalPrice = plan.monthlyPrice * PRESALE_MONTHS;
  const savings = originalPrice - presalePrice + (SETUP_FEE - PRESALE_SETUP_FEE);
  return {
    id,
    tier,
    name: `${plan.name} Presale`,
    originalPrice,
    presalePrice,
    savings,
    setupFee: PRESALE_SETUP_FEE,
    totalSavings: savings,
    features: [
      `${plan.reports === null ? 'Unlimited' : plan.reports} measurements a month`,
      `${PRESALE_MONTHS} months of ${plan.name}`,
      ...extra,
    ],
    popular,
  };
}

/** The presale packages: Starter $597, Pro $997 (most popular), Enterprise $2,322 for 3 months. */
export const PRESALE_PACKAGES: readonly PresalePackage[] = [
  presalePackage('starter_presale', 'starter', 597, false, ['2 user accounts']),
  presalePackage('pro_presale', 'pro', 997, true, ['Up to 5 user accounts', 'Digital signatures']),
  presalePackage('enterprise_presale', 'enterprise', 2322, false, ['Unlimited users', 'API access']),
];

/** Presale price per month, rounded down to whole dollars ($199, $332, $774). */
export function presaleMonthlyPrice(pkg: PresalePackage): number {
  return Math.floor(pkg.presalePrice / PRESALE_MONTHS);
}

/** What the checkout shows as due today: presale price plus the discounted setup fee. */
export function presaleTotalDue(pkg: PresalePackage): number {
  return pkg.presalePrice + pkg.setupFee;
}

/** The struck-through comparison price: original price plus the full setup fee. */
export function presaleStruckPrice(pkg: PresalePackage): number {
  return pkg.originalPrice + SETUP_FEE;
}

/** Partner types and their terms (docs/product.md#public-site). */
export const PARTNER_TERMS = {
  referral: { label: 'Referral Partners', rate: 0.3, minimumPayout: 100 },
  reseller: { label: 'Reseller Partners', rate: 0.6, minimumPayout: 500 },
} as const;
export type PartnerType = keyof typeof PARTNER_TERMS;
/** How partners are paid. */
export const PARTNER_PAYOUT = { schedule: 'monthly', methods: ['PayPal', 'bank transfer'] } as const;
/** Hours within which a partner application is reviewed. */
export const PARTNER_REVIEW_HOURS = 48;

/**
 * Monthly partner earnings: referrals (parsed as an integer, default and minimum 0) × plan value ×
 * commission rate, rounded to whole dollars.
 */
export function partnerEarnings(
  referralsInput: string | number,
  planValue: number,
  partnerType: PartnerType,
): number {
  const parsed =
    typeof referralsInput === 'number' ? Math.trunc(referralsInput) : Number.parseInt(referralsInput, 10);
  const referrals = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
  return Math.round(referrals * planValue * PARTNER_TERMS[partnerType].rate);
}

/**
 * Daily caps on mail sent on an account's behalf (UTC days; docs/decisions.md#one-send-guard-for-mail-on-an-accounts-behalf):
 * a trial is anyone with an email address, so it gets a quarter of a paying account's volume.
 */
export const MAIL_CAPS = {
  paid: { perAccountPerDay: 200, perRecipientPerDay: 10 },
  trial: { perAccountPerDay: 50, perRecipientPerDay: 5 },
} as const;
