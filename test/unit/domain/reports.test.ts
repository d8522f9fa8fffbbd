import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRow, toCsv } from '../../../shared/kernel/csv.js';
import { daysBetween } from '../../../shared/kernel/time.js';
import {
  emptyReportMonth,
  median,
  monthsBetween,
  optionFigures,
  reportFigures,
  type ReportMonth,
} from '../../../shared/jobs/reports.js';

function month(name: string, counters: Partial<ReportMonth>): ReportMonth {
  return { ...emptyReportMonth(name), ...counters };
}

describe('report math', () => {
  it('lists the months of a range across a year end', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11', '2026-11')).toEqual(['2026-11']);
  });

  it('takes the median of odd and even counts, and null of none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(daysBetween('2026-11-01T00:00:00Z', '2026-11-03T12:00:00Z')).toBe(2.5);
  });

  it('adds collected revenue by month (a refund month can be negative) and takes the median days to deposit', () => {
    const figures = reportFigures(
      [
        month('2026-10', { collectedCents: 4_500_00, daysToDeposit: [0, 6] }),
        month('2026-11', { collectedCents: -100_00, daysToDeposit: [2] }),
        month('2026-12', {}),
      ],
      null,
    );
    expect(figures.collected).toEqual({
      totalCents: 4_400_00,
      trend: [
        { month: '2026-10', cents: 4_500_00 },
        { month: '2026-11', cents: -100_00 },
        { month: '2026-12', cents: 0 },
      ],
    });
    expect(figures.daysToDeposit).toBe(2);
    expect(reportFigures([month('2026-12', {})], null).daysToDeposit).toBeNull();
  });

  it('adds the months of a range into close rate, revenue, pipeline, medians, quota and complexity', () => {
    const figures = reportFigures(
      [
        month('2026-10', {
          estimates: 4,
          sent: 3,
          sentCents: 3_000_00,
          accepted: 1,
          acceptedCents: 1_200_00,
          signed: 1,
          signedCents: 1_200_00,
          daysToSend: [1, 5],
          daysToSign: [2],
          measurementsUsed: 4,
          acceptedByComplexity: { simple: 1, moderate: 0, complex: 0 },
          declinedByComplexity: { simple: 0, moderate: 1, complex: 0 },
        }),
        month('2026-11', {
          sent: 1,
          sentCents: 900_00,
          viewed: 1,
          viewedCents: 900_00,
          accepted: 1,
          acceptedCents: 900_00,
          scheduled: 1,
          scheduledCents: 1_200_00,
          started: 1,
          startedCents: 1_200_00,
          daysToSend: [3],
          measurementsUsed: 2,
          acceptedByComplexity: { simple: 0, moderate: 0, complex: 1 },
        }),
      ],
      50,
    );
    expect(figures.closeRate).toEqual({ sent: 4, accepted: 2, rate: 0.5 });
    expect(figures.revenue).toEqual({
      totalCents: 1_200_00,
      signed: 1,
      trend: [
        { month: '2026-10', cents: 1_200_00 },
        { month: '2026-11', cents: 0 },
      ],
    });
    expect(figures.pipeline).toEqual([
      { stage: 'estimate', count: 4, valueCents: 0 },
      { stage: 'proposal_sent', count: 4, valueCents: 3_900_00 },
      { stage: 'viewed', count: 1, valueCents: 900_00 },
      { stage: 'accepted', count: 2, valueCents: 2_100_00 },
      { stage: 'signed', count: 1, valueCents: 1_200_00 },
      { stage: 'scheduled', count: 1, valueCents: 1_200_00 },
      { stage: 'in_progress', count: 1, valueCents: 1_200_00 },
      { stage: 'completed', count: 0, valueCents: 0 },
    ]);
    expect(figures.medianDays).toEqual({ addressToSent: 3, sentToSigned: 2 });
    expect(figures.measurements).toEqual({ used: 6, quota: 100 });
    expect(figures.complexity).toEqual([
      { complexity: 'simple', accepted: 1, declined: 0 },
      { complexity: 'moderate', accepted: 0, declined: 1 },
      { complexity: 'complex', accepted: 1, declined: 0 },
    ]);
  });

  it('has no close rate without proposals sent, and no quota on an unlimited plan', () => {
    const figures = reportFigures([emptyReportMonth('2026-11')], null);
    expect(figures.closeRate.rate).toBeNull();
    expect(figures.measurements.quota).toBeNull();
  });

  it('equals the sum of its months whatever the split (additivity)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 12 }), (sent) => {
        const months = sent.map((count, index) =>
          month(`2026-${String(index + 1).padStart(2, '0')}`, { sent: count, sentCents: count * 100 }),
        );
        const whole = reportFigures(months, null);
        expect(whole.closeRate.sent).toBe(sent.reduce((a, b) => a + b, 0));
        expect(whole.pipeline[1].valueCents).toBe(whole.closeRate.sent * 100);
      }),
    );
  });
});

describe('option figures', () => {
  it('adds the months into the tier mix, average ticket, upgrade attach rate and financing share', () => {
    const figures = optionFigures([
      month('2026-10', {
        accepted: 3,
        acceptedCents: 30_000_00,
        acceptedWithOffer: 2,
        acceptedWithUpgrade: 1,
        acceptedFinanced: 0,
        acceptedByTier: { Better: 1, Best: 1 },
      }),
      // One older acceptance without a choice: counted in the ticket, not in the offer figures.
      month('2026-11', {
        accepted: 2,
        acceptedCents: 20_000_01,
        acceptedWithOffer: 1,
        acceptedWithUpgrade: 1,
        acceptedFinanced: 1,
        acceptedByTier: { Better: 1 },
      }),
    ]);
    expect(figures).toEqual({
      mix: [
        { tier: 'Better', accepted: 2 },
        { tier: 'Best', accepted: 1 },
      ],
      averageTicketCents: 10_000_00,
      upgradeAttach: { withOffer: 3, withUpgrade: 2, rate: 2 / 3 },
      financing: { withOffer: 3, financed: 1, rate: 1 / 3 },
    });
  });

  it('has no rates without offers and no ticket without acceptances', () => {
    const figures = reportFigures([month('2026-11', { accepted: 0 })], null).options;
    expect(figures).toEqual({
      mix: [],
      averageTicketCents: null,
      upgradeAttach: { withOffer: 0, withUpgrade: 0, rate: null },
      financing: { withOffer: 0, financed: 0, rate: null },
    });
    const oneOld = optionFigures([month('2026-11', { accepted: 1, acceptedCents: 12_345 })]);
    expect(oneOld.averageTicketCents).toBe(12_345);
    expect(oneOld.upgradeAttach.rate).toBeNull();
  });
});

describe('CSV', () => {
  it('quotes per RFC 4180 and neutralises formula cells', () => {
    expect(toCsv(['a', 'b,c'], [['say "hi"', 1.5]])).toBe('\uFEFFa,"b,c"\r\n"say ""hi""",1.5\r\n');
    expect(csvRow(['=SUM(A1)', '-2', -2, null])).toBe("'=SUM(A1),'-2,-2,\r\n");
  });
});
