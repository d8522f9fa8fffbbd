import { describe, expect, it } from 'vitest';
import { installDateOf } from '../../../shared/jobs/projects.js';
import {
  createEstimateRequest,
  isPastInstallDate,
  PAST_INSTALL_DATE,
} from '../../../shared/estimates/schemas/estimates.js';

// Dates that cannot be wrong (docs/decisions.md): no past install date, and the homeowner's date is the schedule's.

describe('isPastInstallDate', () => {
  const now = new Date('2026-11-27T15:00:00Z');
  it('refuses days before yesterday (UTC) and keeps today for a contractor west of UTC', () => {
    expect(isPastInstallDate('2026-11-20', now)).toBe(true);
    expect(isPastInstallDate('2026-11-25', now)).toBe(true);
    expect(isPastInstallDate('2026-11-26', now)).toBe(false);
    expect(isPastInstallDate('2026-11-27', now)).toBe(false);
    expect(isPastInstallDate('2027-01-15', now)).toBe(false);
  });

  it('gives the field its message when a new estimate has a past date', () => {
    const parsed = createEstimateRequest.safeParse({
      address: '12 Oak Street',
      customer_last_name: 'Lopez',
      scheduled_install_date: '2019-05-01',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['scheduled_install_date', PAST_INSTALL_DATE],
    ]);
  });
});

describe('installDateOf', () => {
  it('is the first scheduled day of the phases, null before any is scheduled', () => {
    expect(installDateOf([{ startDate: null }, { startDate: null }])).toBeNull();
    expect(
      installDateOf([{ startDate: '2027-02-03' }, { startDate: null }, { startDate: '2027-01-29' }]),
    ).toBe('2027-01-29');
  });
});
