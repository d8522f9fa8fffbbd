import { describe, expect, it } from 'vitest';
import { validateChoice, type ChoiceInput } from '../../../shared/documents/proposal-choice.js';
import { frozenOffer } from '../../../shared/documents/proposal-offer.js';
import { defaultCatalogue } from '../../../shared/estimates/catalogue.js';
import type { FinancingPlan } from '../../../shared/estimates/financing.js';
import { priceOffer } from '../../../shared/estimates/offer.js';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing.js';

// The homeowner's choice on accepting a proposal with options (docs/decisions.md, "Accepting with a choice").

const plan = (id: string, max: number): FinancingPlan => ({
  id,
  lender: `Lender ${id}`,
  apr_percent: 7.99,
  term_months: 120,
  min_amount: 1000,
  max_amount: max,
  dealer_fee_percent: 0,
  fee_included: false,
  apply_url_template: 'https://l.example/?a={amount}',
});
const offer = frozenOffer(
  priceOffer(
    {
      lineIds: ['good', 'best'],
      upgradeIds: ['ridge-vent', 'drip-edge'],
      recommendedLineId: 'good',
      financingPlanIds: ['big', 'small'],
    },
    {
      adjustedAreaSqft: 2702.1,
      suggestedWastePercent: 15,
      complexity: 'moderate',
      edges: { eaveFt: 180, rakeFt: 60, ridgeFt: 41.2, valleyFt: 0 },
    },
    defaultCatalogue(DEFAULT_RATES),
    DEFAULT_RATES,
    [plan('big', 100_000), plan('small', 5_000)],
  ),
);
const valid: ChoiceInput = {
  option_id: 'best',
  upgrade_ids: ['ridge-vent'],
  colour: 'Dark Bronze',
  plan_id: 'big',
};

describe('a choice', () => {
  it('is priced from the frozen offer: the option, its upgrades and the plan payment', () => {
    const result = validateChoice(offer, valid);
    if (!('choice' in result)) throw new Error(JSON.stringify(result));
    const best = offer.options[1];
    const ridge = offer.upgrades[0];
    expect(result.choice).toMatchObject({ optionId: 'best', tier: 'Best', colour: 'Dark Bronze' });
    expect(result.choice.totalCents).toBe(best.totalCents + ridge.priceCents);
    expect(result.choice.pricing.lines.at(-1)).toEqual({
      label: 'Ridge vent',
      detail: '42 ft of ridge',
      amountCents: ridge.priceCents,
    });
    expect(
      result.choice.pricing.lines.reduce((sum, line) => sum + line.amountCents, 0) -
        result.choice.pricing.discountCents,
    ).toBe(result.choice.totalCents);
    expect(result.choice.plan?.plan.id).toBe('big');
    expect(result.choice.plan?.disclosure).toMatch(/Subject to credit approval\.$/);
  });

  it.each([
    [{ option_id: 'tile' }, 'choice.option_id', 'is not one of the options of this proposal'],
    [
      { upgrade_ids: ['ridge-vent', 'moss'] },
      'choice.upgrade_ids[1]',
      'is not one of the upgrades of this proposal',
    ],
    [{ upgrade_ids: ['ridge-vent', 'ridge-vent'] }, 'choice.upgrade_ids[1]', 'is listed twice'],
    [{ colour: null }, 'choice.colour', 'choose one of the colours of Standing-seam metal'],
    [{ colour: 'Charcoal' }, 'choice.colour', 'is not a colour offered for Standing-seam metal'],
    [{ plan_id: 'other' }, 'choice.plan_id', 'is not one of the financing plans of this proposal'],
    [{ plan_id: 'small' }, 'choice.plan_id', 'Lender small does not finance a total of this amount'],
  ])('refuses %j naming %s', (change, field, message) => {
    expect(validateChoice(offer, { ...valid, ...change })).toEqual({ problem: { field, message } });
  });
});
