import { describe, expect, it } from 'vitest';
import {
  appraisalDeadlines,
  claimStatusOfDisputes,
  daysLeft,
  DISPUTE_TYPE_LABELS,
  DISPUTE_TYPES,
  InvalidDisputeTransitionError,
  moveDispute,
  nextDisputeStatuses,
  ResolutionNotesRequiredError,
  totalsOnFile,
  totalsOnMove,
} from '../../../shared/insurance/disputes.js';

describe('dispute types', () => {
  it('are exactly the spec’s six, with the spec’s labels', () => {
    expect(DISPUTE_TYPES).toEqual(['appraisal', 'scope', 'cost', 'timeline', 'coverage', 'depreciation']);
    expect(Object.values(DISPUTE_TYPE_LABELS)).toEqual([
      'Appraisal Dispute',
      'Scope of Work Dispute',
      'Cost Estimate Dispute',
      'Timeline Dispute',
      'Coverage Dispute',
      'Depreciation Dispute',
    ]);
  });
});

describe('the dispute status machine', () => {
  it('walks open → in_review → escalated → resolved', () => {
    expect(moveDispute('open', { status: 'in_review' }).status).toBe('in_review');
    expect(moveDispute('in_review', { status: 'escalated' }).status).toBe('escalated');
    expect(
      moveDispute('escalated', {
        status: 'resolved',
        resolutionNotes: ' Carrier paid drip edge ',
        resolvedCents: 120_000,
      }),
    ).toEqual({ status: 'resolved', resolutionNotes: 'Carrier paid drip edge', resolvedCents: 120_000 });
  });

  it('lets a review resolve without escalation, and nothing follows resolved', () => {
    expect(nextDisputeStatuses('in_review')).toEqual(['escalated', 'resolved']);
    expect(nextDisputeStatuses('resolved')).toEqual([]);
  });

  it('refuses skipped, backward and repeated moves, naming what may follow', () => {
    expect(() => moveDispute('open', { status: 'resolved', resolutionNotes: 'x' })).toThrow(
      InvalidDisputeTransitionError,
    );
    expect(() => moveDispute('escalated', { status: 'in_review' })).toThrow(/Allowed next states: resolved/);
    expect(() => moveDispute('open', { status: 'open' })).toThrow(/Allowed next states: in_review/);
    expect(() => moveDispute('resolved', { status: 'resolved', resolutionNotes: 'x' })).toThrow(
      /none \(this dispute is resolved\)/,
    );
  });

  it('needs non-blank notes to resolve', () => {
    expect(() => moveDispute('in_review', { status: 'resolved' })).toThrow(ResolutionNotesRequiredError);
    expect(() => moveDispute('in_review', { status: 'resolved', resolutionNotes: '   ' })).toThrow(
      ResolutionNotesRequiredError,
    );
  });

  it('keeps notes and amount only on a resolution', () => {
    expect(moveDispute('open', { status: 'in_review', resolutionNotes: 'early', resolvedCents: 5 })).toEqual({
      status: 'in_review',
      resolutionNotes: null,
      resolvedCents: null,
    });
  });
});

describe('the summary figures kept at write time', () => {
  it('filing counts one total and one active, and adds the disputed amount', () => {
    expect(totalsOnFile(184_050)).toEqual({
      total: 1,
      active: 1,
      resolved: 0,
      disputedCents: 184_050,
      resolvedCents: 0,
    });
    expect(totalsOnFile(null).disputedCents).toBe(0);
  });

  it('only a resolution moves them: active → resolved, the amount leaves the amount in dispute', () => {
    expect(totalsOnMove('open', 'in_review', 184_050, null)).toEqual({
      total: 0,
      active: 0,
      resolved: 0,
      disputedCents: 0,
      resolvedCents: 0,
    });
    expect(totalsOnMove('escalated', 'resolved', 184_050, 150_000)).toEqual({
      total: 0,
      active: -1,
      resolved: 1,
      disputedCents: -184_050,
      resolvedCents: 150_000,
    });
  });

  it('filed then resolved sums back to a zero amount in dispute', () => {
    const filed = totalsOnFile(99_999);
    const moved = totalsOnMove('in_review', 'resolved', 99_999, null);
    expect(filed.active + moved.active).toBe(0);
    expect(filed.disputedCents + moved.disputedCents).toBe(0);
    expect(filed.total + moved.total).toBe(1);
  });
});

describe('appraisal clocks', () => {
  it('appraisers within 20 days of filing, the umpire 15 days after', () => {
    expect(appraisalDeadlines('2026-11-23T18:20:00.000Z')).toEqual({
      appraiserDue: '2026-12-13',
      umpireDue: '2026-12-28',
    });
    expect(daysLeft('2026-12-13', '2026-11-23')).toBe(20);
    expect(daysLeft('2026-12-13', '2026-12-15')).toBe(-2);
  });
});

describe('claimStatusOfDisputes', () => {
  it('is resolved only when every dispute is; else the furthest along of the open ones', () => {
    expect(claimStatusOfDisputes([])).toBeNull();
    expect(claimStatusOfDisputes(['resolved', 'resolved'])).toBe('resolved');
    expect(claimStatusOfDisputes(['resolved', 'open'])).toBe('open');
    expect(claimStatusOfDisputes(['open', 'escalated', 'resolved', 'in_review'])).toBe('escalated');
    expect(claimStatusOfDisputes(['in_review', 'open'])).toBe('in_review');
  });
});
