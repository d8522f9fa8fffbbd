import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_SCHEDULE,
  paymentLines,
  schedulePayments,
  scheduleProblem,
  warrantyPeriod,
} from '../../../shared/documents/payment-schedule.js';

// The payment schedule of proposals and contracts (docs/decisions.md, "One payment schedule, copied at send").

const sum = (amounts: { amountCents: number }[]) =>
  amounts.reduce((total, part) => total + part.amountCents, 0);

describe('schedulePayments', () => {
  it('splits a total 30/40/30 into dollar amounts', () => {
    expect(
      schedulePayments(DEFAULT_PAYMENT_SCHEDULE, 1_500_000).map((p) => [p.stage, p.amountCents]),
    ).toEqual([
      ['deposit', 450_000],
      ['progress', 600_000],
      ['final', 450_000],
    ]);
  });

  it('puts the rounding remainder on the final payment so the parts add up exactly', () => {
    const payments = schedulePayments(
      { depositPercent: 33, progressPercent: 33, finalPercent: 34 },
      1_234_567,
    );
    expect(payments.map((p) => p.amountCents)).toEqual([407_407, 407_407, 419_753]);
    expect(sum(payments)).toBe(1_234_567);
  });

  it('adds up to the total for every total and schedule tried', () => {
    for (const totalCents of [1, 99, 100_001, 1_999_999, 2_345_677])
      for (const [d, p] of [
        [0, 0],
        [10, 45],
        [33, 33],
        [50, 50],
        [15, 85],
        [1, 1],
      ] as const) {
        const schedule = { depositPercent: d, progressPercent: p, finalPercent: 100 - d - p };
        expect(sum(schedulePayments(schedule, totalCents))).toBe(totalCents);
      }
  });

  it('leaves out a stage of 0 % and gives the remainder to the last stage that has a share', () => {
    const payments = schedulePayments({ depositPercent: 0, progressPercent: 50, finalPercent: 50 }, 1001);
    expect(payments.map((p) => p.stage)).toEqual(['progress', 'final']);
    const noFinal = schedulePayments({ depositPercent: 33, progressPercent: 67, finalPercent: 0 }, 1001);
    expect(noFinal.map((p) => [p.stage, p.amountCents])).toEqual([
      ['deposit', 330],
      ['progress', 671],
    ]);
  });
});

describe('scheduleProblem', () => {
  it('accepts parts adding up to 100, a zero deposit included', () => {
    expect(scheduleProblem(DEFAULT_PAYMENT_SCHEDULE)).toBeNull();
    expect(scheduleProblem({ depositPercent: 0, progressPercent: 50, finalPercent: 50 })).toBeNull();
  });

  it('refuses parts that do not add up to 100 and says what they add up to', () => {
    expect(scheduleProblem({ depositPercent: 30, progressPercent: 40, finalPercent: 20 })).toBe(
      'The payments must add up to 100% (they add up to 90%)',
    );
    expect(scheduleProblem({ depositPercent: -10, progressPercent: 60, finalPercent: 50 })).toMatch(
      /0 to 100/,
    );
  });
});

describe('in words', () => {
  it('states each payment with its share, amount and when it is due', () => {
    expect(paymentLines(DEFAULT_PAYMENT_SCHEDULE, 1_000_000)[0]).toBe(
      'Deposit (30%): $3,000.00, due when the contract is signed.',
    );
    expect(warrantyPeriod(1)).toBe('1 year');
    expect(warrantyPeriod(5)).toBe('5 years');
  });
});
