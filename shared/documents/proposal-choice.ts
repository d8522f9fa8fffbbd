import { formatCents, formatCount, formatPercent } from '../kernel/format.js';
import type { FinancingPlan } from '../estimates/financing.js';
import { disclosure, planApplies, planPaymentCents } from '../estimates/financing.js';
import type { FieldProblem } from '../estimates/offer.js';
import type { RoofMaterial } from '../estimates/pricing.js';
import type { PricingSummary } from './proposal-document.js';
import type { OfferContent, OfferUpgrade } from './proposal-offer.js';

// The homeowner's choice on accepting a proposal with options (docs/decisions.md, "Accepting with a
// choice"): checked against the frozen offer only, priced from it, and stored with the acceptance.

/** What the homeowner sends with an acceptance. */
export interface ChoiceInput {
  option_id: string;
  upgrade_ids: string[];
  colour: string | null;
  plan_id: string | null;
}

/** The chosen financing plan: a preference recorded for the contractor, not a credit decision. */
export interface ChosenPlan {
  plan: FinancingPlan;
  paymentCents: number;
  disclosure: string;
}

/** A validated choice, priced from the frozen offer. */
export interface ProposalChoice {
  optionId: string;
  name: string;
  tier: string;
  material: RoofMaterial;
  colour: string | null;
  upgrades: OfferUpgrade[];
  plan: ChosenPlan | null;
  /** The option's price lines plus one line per upgrade; `totalCents` is the chosen total. */
  pricing: PricingSummary;
  totalCents: number;
}

const problem = (field: string, message: string): { problem: FieldProblem } => ({
  problem: { field, message },
});

/** The choice checked against an offer: a priced choice, or the first field that is wrong. */
export function validateChoice(
  offer: OfferContent,
  input: ChoiceInput,
): { choice: ProposalChoice } | { problem: FieldProblem } {
  const option = offer.options.find((item) => item.id === input.option_id);
  if (!option) return problem('choice.option_id', 'is not one of the options of this proposal');
  const upgrades: OfferUpgrade[] = [];
  for (const [index, id] of input.upgrade_ids.entries()) {
    const upgrade = offer.upgrades.find((item) => item.id === id);
    if (!upgrade)
      return problem(`choice.upgrade_ids[${index}]`, 'is not one of the upgrades of this proposal');
    if (upgrades.includes(upgrade)) return problem(`choice.upgrade_ids[${index}]`, 'is listed twice');
    upgrades.push(upgrade);
  }
  if (option.colours.length > 0 && input.colour === null)
    return problem('choice.colour', `choose one of the colours of ${option.name}`);
  if (input.colour !== null && !option.colours.includes(input.colour))
    return problem('choice.colour', `is not a colour offered for ${option.name}`);
  const upgradesCents = upgrades.reduce((sum, upgrade) => sum + upgrade.priceCents, 0);
  const totalCents = option.totalCents + upgradesCents;
  let plan: ChosenPlan | null = null;
  if (input.plan_id !== null) {
    const offered = offer.financing.find((item) => item.id === input.plan_id);
    if (!offered) return problem('choice.plan_id', 'is not one of the financing plans of this proposal');
    if (!planApplies(offered, totalCents))
      return problem('choice.plan_id', `${offered.lender} does not finance a total of this amount`);
    plan = {
      plan: offered,
      paymentCents: planPaymentCents(offered, totalCents),
      disclosure: disclosure(offered, totalCents),
    };
  }
  const pricing: PricingSummary = {
    ...option.pricing,
    lines: [
      ...option.pricing.lines,
      ...upgrades.map((upgrade) => ({
        label: upgrade.name,
        detail: upgrade.basisText,
        amountCents: upgrade.priceCents,
      })),
    ],
    subtotalCents: option.pricing.subtotalCents + upgradesCents,
    totalCents,
  };
  return {
    choice: {
      optionId: option.id,
      name: option.name,
      tier: option.tier,
      material: option.material,
      colour: input.colour,
      upgrades,
      plan,
      pricing,
      totalCents,
    },
  };
}

/** The choice in words, one line each, as the contract states it (option, colour, upgrades, plan). */
export function choiceLines(choice: ProposalChoice): string[] {
  const plan = choice.plan;
  return [
    `Option: ${choice.name} (${choice.tier})${choice.colour ? `, colour ${choice.colour}` : ''}.`,
    ...choice.upgrades.map(
      (upgrade) => `Upgrade: ${upgrade.name}, ${upgrade.basisText}: ${formatCents(upgrade.priceCents)}.`,
    ),
    plan
      ? `Financing preference: ${plan.plan.lender}, ${formatCount(plan.plan.term_months, 'month')} at ` +
        `${formatPercent(plan.plan.apr_percent, 2)} APR, ${formatCents(plan.paymentCents)} a month. ${plan.disclosure}`
      : 'Financing: none chosen.',
    `Total: ${formatCents(choice.totalCents)}.`,
  ];
}
