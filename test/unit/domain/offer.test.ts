import { describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../../../shared/estimates/catalogue.js';
import type { FinancingPlan } from '../../../shared/estimates/financing.js';
import {
  cheapestPlan,
  offerProblem,
  priceOffer,
  type EstimateOffer,
} from '../../../shared/estimates/offer.js';
import { priceLine, type OptionRoof } from '../../../shared/estimates/option-pricing.js';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing.js';
import { saveOfferRequest } from '../../../shared/estimates/schemas/offer.js';

const catalogue = defaultCatalogue(DEFAULT_RATES);
const roof: OptionRoof = {
  adjustedAreaSqft: 2702.1,
  suggestedWastePercent: 15,
  complexity: 'moderate',
  edges: { eaveFt: 180, rakeFt: 60, ridgeFt: 41.2, valleyFt: 0 },
};
const plan = (id: string, apr: number, term: number, max = 75_000): FinancingPlan => ({
  id,
  lender: `Lender ${id}`,
  apr_percent: apr,
  term_months: term,
  min_amount: 1000,
  max_amount: max,
  dealer_fee_percent: 0,
  fee_included: false,
  apply_url_template: 'https://apply.example/x?amount={amount}',
});
const offer: EstimateOffer = {
  lineIds: ['best', 'good'],
  upgradeIds: ['ridge-vent'],
  recommendedLineId: 'good',
  financingPlanIds: ['short', 'long'],
};

describe('an offer', () => {
  it('names the first unknown id by field and index', () => {
    const plans = [plan('short', 5, 60), plan('long', 9, 180)];
    expect(offerProblem(offer, catalogue, plans)).toBeNull();
    expect(offerProblem({ ...offer, lineIds: ['good', 'gold'] }, catalogue, plans)).toEqual({
      field: 'line_ids[1]',
      message: 'no such line in your catalogue',
    });
    expect(offerProblem({ ...offer, upgradeIds: ['nope'] }, catalogue, plans)?.field).toBe('upgrade_ids[0]');
    expect(offerProblem(offer, catalogue, [plans[0]])?.field).toBe('financing_plan_ids[1]');
  });

  it('prices its lines in its own order, each with the cheapest monthly payment among the plans that apply', () => {
    const plans = [plan('short', 5, 60), plan('long', 9, 180), plan('tiny', 0, 240, 2000)];
    const priced = priceOffer(
      { ...offer, financingPlanIds: ['short', 'long', 'tiny'] },
      roof,
      catalogue,
      DEFAULT_RATES,
      plans,
    );
    expect(priced.options.map((option) => [option.line.id, option.recommended])).toEqual([
      ['best', false],
      ['good', true],
    ]);
    const good = priced.options[1];
    expect(good.price).toEqual(priceLine(catalogue.lines[0], roof, DEFAULT_RATES).price);
    // The 15-year plan has the lower payment; the 0 % plan cannot finance the price (max $2,000).
    expect(good.financing?.plan.id).toBe('long');
    expect(good.financing).toEqual(cheapestPlan(plans.slice(0, 2), good.price.finalCents));
    expect(good.financing?.disclosure).toMatch(/^Example: .* Subject to credit approval\.$/);
    expect(priced.upgrades.map((upgrade) => [upgrade.upgrade.id, upgrade.quantity])).toEqual([
      ['ridge-vent', 42],
    ]);
  });

  it('leaves out ids no longer in the catalogue and has no payment without plans', () => {
    const priced = priceOffer({ ...offer, lineIds: ['gone', 'good'] }, roof, catalogue, DEFAULT_RATES, []);
    expect(priced.options.map((option) => [option.line.id, option.financing])).toEqual([['good', null]]);
  });
});

describe('the offer request', () => {
  const valid = { line_ids: ['good'], upgrade_ids: [], recommended_line_id: null, financing_plan_ids: [] };
  it.each([
    [{ line_ids: [] }, 'line_ids: choose at least 1'],
    [{ line_ids: ['a', 'b', 'c', 'd'] }, 'line_ids: at most 3'],
    [{ line_ids: ['a', 'a'] }, 'line_ids: an id is listed twice'],
    [{ recommended_line_id: 'best' }, 'recommended_line_id: must be one of line_ids'],
    [{ financing_plan_ids: ['1', '2', '3', '4', '5', '6', '7'] }, 'financing_plan_ids: at most 6'],
  ])('refuses %j with a message naming the field', (change, message) => {
    const parsed = saveOfferRequest.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(message);
  });
});
