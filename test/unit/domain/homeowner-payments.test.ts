import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SCHEDULE } from '../../../shared/documents/payment-schedule.js';
import {
  connectState,
  invoiceAmountProblem,
  invoiceNeedsReminder,
  invoicePayable,
  invoiceReminderDays,
  invoiceStanding,
  platformFeeCents,
  requirementWords,
  scheduleStanding,
  type InvoiceFact,
  type PaymentFact,
} from '../../../shared/payments/payments.js';

const deposit: InvoiceFact = {
  invoiceId: 'deposit',
  stage: 'deposit',
  amountCents: 450_000,
  dueDate: '2026-11-20',
};
const paid = (amountCents: number, refundedCents = 0): PaymentFact => ({
  invoiceId: 'deposit',
  amountCents,
  refundedCents,
  status: 'succeeded',
});

describe('the platform fee', () => {
  it('is 0 by default and rounds half up to the cent', () => {
    expect(platformFeeCents(450_000, 0)).toBe(0);
    expect(platformFeeCents(450_000, 100)).toBe(4_500);
    expect(platformFeeCents(12_345, 250)).toBe(309); // 308.625 → 309
    expect(platformFeeCents(10_050, 50)).toBe(50); // 50.25 → 50
    expect(platformFeeCents(101, 50)).toBe(1); // 0.505 → 1
  });

  it('never exceeds the cap of 10 % nor the payment, and is 0 for no payment', () => {
    expect(platformFeeCents(10_000, 5_000)).toBe(1_000);
    expect(platformFeeCents(1, 1_000)).toBe(0);
    expect(platformFeeCents(0, 500)).toBe(0);
    expect(platformFeeCents(-100, 500)).toBe(0);
    expect(platformFeeCents(10_000, -20)).toBe(0);
  });
});

describe('a connected account’s state', () => {
  const facts = {
    chargesEnabled: false,
    detailsSubmitted: false,
    currentlyDue: ['external_account'],
    pendingVerification: [],
    disabledReason: 'requirements.past_due',
  };
  it('goes from not started to details needed, restricted, pending and enabled', () => {
    expect(connectState(null)).toBe('not_started');
    expect(connectState(facts)).toBe('details_needed');
    expect(connectState({ ...facts, detailsSubmitted: true })).toBe('restricted');
    expect(connectState({ ...facts, detailsSubmitted: true, currentlyDue: [] })).toBe('pending');
    expect(connectState({ ...facts, chargesEnabled: true, currentlyDue: [] })).toBe('enabled');
  });

  it('says what Stripe needs in words, once each', () => {
    expect(
      requirementWords(['external_account', 'tos_acceptance.date', 'tos_acceptance.ip', 'x.y_z']),
    ).toEqual(['a bank account for payouts', 'acceptance of Stripe’s terms', 'x y z']);
  });
});

describe('an invoice’s standing', () => {
  it('is paid once succeeded payments cover it, and then takes no second payment', () => {
    const standing = invoiceStanding(deposit, [paid(450_000)]);
    expect(standing).toMatchObject({ status: 'paid', paidCents: 450_000 });
    expect(invoicePayable(standing.status)).toBe(false);
  });

  it('is processing while a bank debit is in flight (no second payment), failed after a failure alone', () => {
    const processing = invoiceStanding(deposit, [{ ...paid(450_000), status: 'processing' }]);
    expect(processing.status).toBe('processing');
    expect(invoicePayable(processing.status)).toBe(false);
    const failed = invoiceStanding(deposit, [{ ...paid(450_000), status: 'failed' }]);
    expect(failed.status).toBe('failed');
    expect(invoicePayable(failed.status)).toBe(true);
  });

  it('counts refunds against what was paid', () => {
    expect(invoiceStanding(deposit, [paid(450_000, 10_000)])).toMatchObject({
      status: 'open',
      paidCents: 440_000,
    });
    expect(invoiceStanding(deposit, [paid(450_000, 450_000)]).status).toBe('refunded');
  });

  it('ignores another invoice’s payments', () => {
    expect(invoiceStanding(deposit, [{ ...paid(450_000), invoiceId: 'other' }]).status).toBe('open');
  });
});

describe('the schedule’s standing', () => {
  it('has the deposit due from signing, later stages due when invoiced, overdue past the due date', () => {
    const progress: InvoiceFact = {
      invoiceId: 'p1',
      stage: 'progress',
      amountCents: 300_000,
      dueDate: '2026-11-01',
    };
    const stages = scheduleStanding(
      DEFAULT_PAYMENT_SCHEDULE,
      1_500_000,
      [deposit, progress],
      [],
      '2026-11-27',
    );
    expect(
      stages.map((stage) => [stage.stage, stage.amountCents, stage.dueCents, stage.overdueCents]),
    ).toEqual([
      ['deposit', 450_000, 450_000, 450_000],
      ['progress', 600_000, 300_000, 300_000],
      ['final', 450_000, 0, 0],
    ]);
  });

  it('refuses an invoice over what is left of its stage or under $1', () => {
    const [, progress] = scheduleStanding(DEFAULT_PAYMENT_SCHEDULE, 1_500_000, [], [], '2026-11-27');
    expect(invoiceAmountProblem(progress, 600_000)).toBeNull();
    expect(invoiceAmountProblem(progress, 600_001)).toMatch(/more than what is left/);
    expect(invoiceAmountProblem(progress, 99)).toMatch(/at least \$1/);
    expect(invoiceAmountProblem(undefined, 100)).toMatch(/no such payment/);
  });
});

describe('invoice reminders', () => {
  it('on a day, reminds invoices due in 3 days, due that day, and due a week before', () => {
    expect(invoiceReminderDays(new Date('2026-12-01T15:00:00Z'))).toEqual([
      { stage: 'before', dueDate: '2026-12-04' },
      { stage: 'due', dueDate: '2026-12-01' },
      { stage: 'overdue', dueDate: '2026-11-24' },
    ]);
  });

  it('reminds open and failed invoices only', () => {
    expect(invoiceNeedsReminder('open')).toBe(true);
    expect(invoiceNeedsReminder('failed')).toBe(true);
    for (const status of ['paid', 'processing', 'refunded'] as const)
      expect(invoiceNeedsReminder(status)).toBe(false);
  });
});
