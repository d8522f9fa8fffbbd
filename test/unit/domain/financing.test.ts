import { describe, expect, it } from 'vitest';
import {
  applyUrl,
  disclosure,
  financedAmountCents,
  monthlyPaymentCents,
  planApplies,
  planPaymentCents,
  type FinancingPlan,
} from '../../../shared/estimates/financing.js';
import {
  financingPlansSchema,
  saveFinancingPlansRequest,
} from '../../../shared/estimates/schemas/catalogue.js';

const plan = (overrides: Partial<FinancingPlan> = {}): FinancingPlan => ({
  id: 'home-improvement-120',
  lender: 'Summit Credit Union',
  apr_percent: 7.99,
  term_months: 120,
  min_amount: 5_000,
  max_amount: 75_000,
  dealer_fee_percent: 0,
  fee_included: false,
  apply_url_template: 'https://apply.lender.example/start?dealer=ridgeline&amount={amount}',
  ...overrides,
});

describe('monthlyPaymentCents: the standard amortisation formula, to the cent half up', () => {
  // Each figure below was also computed independently with Python's exact fractions.
  it.each([
    // Published: dollartimes.com "10 Year $120,000 Mortgage Loan" (rate table, 5.00 %, 6.50 % and 8.50 %).
    [120_000, 6.5, 120, 1_362.58],
    [120_000, 5, 120, 1_272.79],
    [120_000, 8.5, 120, 1_487.83],
    [120_350, 8.5, 120, 1_492.17],
    // Published: mortgagecalculator.tech, $200,000 at 7.0 % for 13 years.
    [200_000, 7, 156, 1_956.15],
    // Published: calculatey.pages.dev mortgage calculator's worked example, $300,000 at 6.5 % for 30 years.
    [300_000, 6.5, 360, 1_896.2],
    // A worked homework answer: $210,852.50 at 6.5 % for 30 years.
    [210_852.5, 6.5, 360, 1_332.73],
    // Well-known examples, checked with Python only (not looked up).
    [200_000, 6.5, 360, 1_264.14],
    [100_000, 5, 360, 536.82],
    [25_000, 7, 60, 495.03],
    [30_000, 4.5, 72, 476.22],
    [20_000, 7.99, 120, 242.55],
  ])('$%s at %s%% for %s months is $%s a month', (principal, apr, months, payment) => {
    expect(monthlyPaymentCents(Math.round(principal * 100), apr, months)).toBe(Math.round(payment * 100));
  });

  it('divides evenly at 0 % APR, rounding half up', () => {
    expect(monthlyPaymentCents(1_000_000, 0, 12)).toBe(83_333);
    expect(monthlyPaymentCents(1_000_010, 0, 12)).toBe(83_334);
    expect(monthlyPaymentCents(18, 0, 12)).toBe(2);
  });
});

describe('the amount financed and whether a plan applies', () => {
  it('finances the total when the contractor absorbs the dealer fee', () => {
    expect(financedAmountCents(2_000_000, plan({ dealer_fee_percent: 9.5 }))).toBe(2_000_000);
  });

  it('grosses the price up when the fee is included, so the contractor nets the total', () => {
    const included = plan({ dealer_fee_percent: 6, fee_included: true });
    // $20,000 / 0.94 = $21,276.595… → $21,276.60 (rounded up); 6 % of it is $1,276.60, leaving $20,000.00
    expect(financedAmountCents(2_000_000, included)).toBe(2_127_660);
    expect(financedAmountCents(2_000_000, plan({ dealer_fee_percent: 20, fee_included: true }))).toBe(
      2_500_000,
    );
  });

  it('applies from its minimum to its maximum amount, both included, on the amount financed', () => {
    const limits = plan({ min_amount: 5_000, max_amount: 20_000 });
    expect(planApplies(limits, 499_999)).toBe(false);
    expect(planApplies(limits, 500_000)).toBe(true);
    expect(planApplies(limits, 2_000_000)).toBe(true);
    expect(planApplies(limits, 2_000_001)).toBe(false);
    expect(planApplies({ ...limits, dealer_fee_percent: 6, fee_included: true }, 2_000_000)).toBe(false);
  });
});

describe('disclosure: the example the homeowner reads next to a plan', () => {
  it('names the amount, term, APR, payments and credit approval', () => {
    expect(disclosure(plan(), 2_000_000)).toBe(
      'Example: $20,000 financed for 120 months at 7.99% APR: 120 monthly payments of $242.55. Subject to credit approval.',
    );
  });

  it('uses the grossed-up amount and its cents when the fee is included', () => {
    const included = plan({ dealer_fee_percent: 6, fee_included: true, apr_percent: 0, term_months: 18 });
    expect(planPaymentCents(included, 2_000_000)).toBe(118_203);
    expect(disclosure(included, 2_000_000)).toBe(
      'Example: $21,276.60 financed for 18 months at 0.00% APR: 18 monthly payments of $1,182.03. Subject to credit approval.',
    );
  });
});

describe('applyUrl', () => {
  it('puts the amount financed in whole dollars, rounded up, where {amount} is', () => {
    expect(applyUrl(plan(), 2_460_262)).toBe(
      'https://apply.lender.example/start?dealer=ridgeline&amount=24603',
    );
    expect(
      applyUrl(plan({ apply_url_template: 'https://lender.example/a/{amount}?b={amount}' }), 2_000_000),
    ).toBe('https://lender.example/a/20000?b=20000');
  });
});

describe('financing plan validation (a 400 names the plan and the field)', () => {
  const firstMessage = (plans: unknown) => {
    const result = saveFinancingPlansRequest.safeParse({ plans });
    return result.success ? null : result.error.issues[0].message;
  };

  it('accepts a good plan and no plans at all', () => {
    expect(financingPlansSchema.parse([plan()])).toEqual([plan()]);
    expect(firstMessage([])).toBeNull();
  });

  it('checks each field with its bounds', () => {
    const cases: [Partial<FinancingPlan>, string][] = [
      [{ apr_percent: 36.01 }, 'Plan 1: APR must be between 0 and 36 %'],
      [{ apr_percent: 7.999 }, 'Plan 1: APR must be in steps of 0.01'],
      [{ term_months: 5 }, 'Plan 1: term must be between 6 and 240 months'],
      [{ term_months: 60.5 }, 'Plan 1: term must be a whole number'],
      [{ dealer_fee_percent: 31 }, 'Plan 1: dealer fee must be between 0 and 30 %'],
      [{ max_amount: 0 }, 'Plan 1: maximum amount must be more than 0'],
      [{ min_amount: 80_000 }, 'Plan 1: minimum amount must not be more than the maximum amount'],
      [{ lender: ' ' }, 'Plan 1: lender is required'],
      [
        { apply_url_template: 'http://apply.lender.example/?amount={amount}' },
        'Plan 1: application link must be an https:// address',
      ],
      [
        { apply_url_template: 'https://apply.lender.example/start' },
        'Plan 1: application link must contain {amount} where the amount goes',
      ],
    ];
    for (const [change, message] of cases) expect(firstMessage([plan(change)])).toBe(message);
  });

  it('refuses a seventh plan and a repeated id', () => {
    const seven = Array.from({ length: 7 }, (_, i) => plan({ id: `plan-${i}` }));
    expect(firstMessage(seven)).toBe('At most 6 financing plans');
    expect(firstMessage([plan(), plan()])).toBe(
      'Plan 2: id "home-improvement-120" is already used by another plan',
    );
    expect(firstMessage([{ ...plan(), fee_included: undefined }])).toBe('Plan 1: fee included is required');
  });
});
