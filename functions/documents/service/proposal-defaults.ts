import { proposalTerms } from '@shared/documents/proposal-document.js';
import type { PaymentSchedule } from '@shared/documents/payment-schedule.js';
import { getAccountSettings } from '../../accounts/index.js';

/**
 * What Settings → Defaults give a proposal when it is made or sent: its validity, terms, payment
 * schedule and workmanship warranty. The proposal keeps a copy, so a later change in Settings never
 * alters a sent proposal (docs/decisions.md, "One payment schedule, copied at send").
 */
export interface ProposalDefaults {
  validityDays: number;
  terms: string[];
  paymentSchedule: PaymentSchedule;
  warrantyYears: number;
  signAfterAccept: boolean;
}

/** The account's proposal defaults as Settings has them now. */
export async function proposalDefaultsOf(accountId: string): Promise<ProposalDefaults> {
  const { defaults } = await getAccountSettings(accountId);
  const schedule = defaults.payment_schedule;
  return {
    validityDays: defaults.proposal_validity_days,
    terms: proposalTerms(defaults.standard_terms, defaults.default_terms),
    paymentSchedule: {
      depositPercent: schedule.deposit_percent,
      progressPercent: schedule.progress_percent,
      finalPercent: schedule.final_percent,
    },
    warrantyYears: defaults.warranty_years,
    signAfterAccept: defaults.sign_after_accept,
  };
}
