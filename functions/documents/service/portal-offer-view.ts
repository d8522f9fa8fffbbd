import type { ProposalOffer } from '@shared/documents/proposal-offer.js';
import type { PortalOffer } from '@shared/documents/schemas/portal-offer.js';
import { cheapestPlan } from '@shared/estimates/offer.js';
import { ROOF_MATERIAL_LABELS } from '@shared/estimates/pricing.js';

/** A sent proposal's frozen offer as the homeowner's portal shows it (each option with its "as low as" payment). */
export function toPortalOffer(offer: ProposalOffer): PortalOffer {
  return {
    recommended_option_id: offer.options.find((option) => option.recommended)?.id ?? null,
    options: offer.options.map((option) => {
      const plan = cheapestPlan(offer.financing, option.totalCents);
      return {
        id: option.id,
        name: option.name,
        tier: option.tier,
        material: option.material,
        material_label: ROOF_MATERIAL_LABELS[option.material],
        warranty: option.warranty,
        colours: option.colours,
        recommended: option.recommended,
        basis: option.basis,
        price_lines: option.pricing.lines.map((line) => ({
          label: line.label,
          detail: line.detail,
          amount_cents: line.amountCents,
        })),
        discount_percent: option.pricing.discountPercent,
        discount_cents: option.pricing.discountCents,
        total_cents: option.totalCents,
        as_low_as: plan && {
          plan_id: plan.plan.id,
          lender: plan.plan.lender,
          term_months: plan.plan.term_months,
          apr_percent: plan.plan.apr_percent,
          monthly_payment_cents: plan.paymentCents,
          disclosure: plan.disclosure,
        },
      };
    }),
    upgrades: offer.upgrades.map((upgrade) => ({
      id: upgrade.id,
      name: upgrade.name,
      description: upgrade.description,
      basis: upgrade.basis,
      basis_text: upgrade.basisText,
      quantity: upgrade.quantity,
      price_cents: upgrade.priceCents,
    })),
    financing: offer.financing.map((plan) => ({
      id: plan.id,
      lender: plan.lender,
      apr_percent: plan.apr_percent,
      term_months: plan.term_months,
      min_amount_cents: Math.round(plan.min_amount * 100),
      max_amount_cents: Math.round(plan.max_amount * 100),
    })),
  };
}
