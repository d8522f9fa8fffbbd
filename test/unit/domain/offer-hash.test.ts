import { describe, expect, it } from 'vitest';
import { contentHash } from '../../../functions/platform/digest.js';
import { PROPOSAL_TERMS } from '../../../shared/documents/proposal-document.js';
import { frozenOffer } from '../../../shared/documents/proposal-offer.js';
import { defaultCatalogue } from '../../../shared/estimates/catalogue.js';
import { priceOffer } from '../../../shared/estimates/offer.js';
import type { OptionRoof } from '../../../shared/estimates/option-pricing.js';
import { DEFAULT_RATES } from '../../../shared/estimates/pricing.js';
import { canonicalJson } from '../../../shared/kernel/canonical-json.js';

// The offer hash of a sent proposal (docs/decisions.md, "Sending freezes the offer").

const roof: OptionRoof = {
  adjustedAreaSqft: 2702.1,
  suggestedWastePercent: 15,
  complexity: 'moderate',
  edges: { eaveFt: 180, rakeFt: 60, ridgeFt: 41.2, valleyFt: 12 },
};
const offer = {
  lineIds: ['good', 'better', 'best'],
  upgradeIds: ['ridge-vent', 'drip-edge'],
  recommendedLineId: 'better',
  financingPlanIds: [],
};
const content = () => ({
  ...frozenOffer(priceOffer(offer, roof, defaultCatalogue(DEFAULT_RATES), DEFAULT_RATES, [])),
  terms: PROPOSAL_TERMS,
});

/** The same value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversedKeys(item)]),
  );
}

describe('the offer hash', () => {
  it('is 64 hex characters and stable under key order', () => {
    const hash = contentHash(content());
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(reversedKeys(content()))).toBe(hash);
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });

  it.each([
    [
      'an option price line',
      (c: ReturnType<typeof content>) => (c.options[1].pricing.lines[0].amountCents += 1),
    ],
    ['an option total', (c: ReturnType<typeof content>) => (c.options[0].totalCents -= 1)],
    ['an option colour', (c: ReturnType<typeof content>) => (c.options[2].colours[0] = 'Red')],
    ['the recommended option', (c: ReturnType<typeof content>) => (c.options[0].recommended = true)],
    ['an upgrade quantity', (c: ReturnType<typeof content>) => (c.upgrades[0].quantity += 1)],
    ['an upgrade price', (c: ReturnType<typeof content>) => (c.upgrades[1].priceCents += 1)],
    ['a term', (c: ReturnType<typeof content>) => (c.terms = [...c.terms.slice(1)])],
    ['the option order', (c: ReturnType<typeof content>) => c.options.reverse()],
  ])('changes with %s', (_what, change) => {
    const changed = content();
    change(changed);
    expect(contentHash(changed)).not.toBe(contentHash(content()));
  });

  it('changes with a financing plan', () => {
    const plan = {
      id: 'p',
      lender: 'L',
      apr_percent: 7.99,
      term_months: 120,
      min_amount: 0,
      max_amount: 75_000,
      dealer_fee_percent: 0,
      fee_included: false,
      apply_url_template: 'https://l.example/?a={amount}',
    };
    const withPlan = { ...content(), financing: [plan] };
    expect(contentHash(withPlan)).not.toBe(contentHash(content()));
    expect(contentHash({ ...withPlan, financing: [{ ...plan, apr_percent: 8.99 }] })).not.toBe(
      contentHash(withPlan),
    );
  });
});
