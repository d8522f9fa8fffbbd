import type { ProposalChoice } from '@shared/documents/proposal-choice.js';
import type { SigningView } from '@shared/documents/schemas/proposals.js';

/** The homeowner's choice as the signing page shows it. */
export function signingChoice(choice: ProposalChoice): NonNullable<SigningView['choice']> {
  return {
    option_id: choice.optionId,
    name: choice.name,
    tier: choice.tier,
    material: choice.material,
    colour: choice.colour,
    upgrades: choice.upgrades.map((upgrade) => ({
      id: upgrade.id,
      name: upgrade.name,
      basis_text: upgrade.basisText,
      quantity: upgrade.quantity,
      price_cents: upgrade.priceCents,
    })),
    plan: choice.plan && {
      id: choice.plan.plan.id,
      lender: choice.plan.plan.lender,
      term_months: choice.plan.plan.term_months,
      apr_percent: choice.plan.plan.apr_percent,
      monthly_payment_cents: choice.plan.paymentCents,
      disclosure: choice.plan.disclosure,
    },
    total_cents: choice.totalCents,
  };
}
