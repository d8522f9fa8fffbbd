import { describe, expect, it } from 'vitest';
import { shiftDay } from '../../../shared/kernel/time.js';
import {
  canMoveProject,
  CLAIM_STATUS_COLOURS,
  claimStatusLabel,
  endsBeforeStart,
  firstScheduledDate,
  InvalidProjectTransitionError,
  moveProject,
  phaseOverlaps,
  PROJECT_STATUSES,
  type ProjectStatus,
  weekDays,
  weekStart,
} from '../../../shared/jobs/projects.js';

// Every (from, to) pair of the state machine, written out so a changed rule fails here.
const ALLOWED: Record<ProjectStatus, ProjectStatus[]> = {
  sold: ['scheduled', 'on_hold', 'cancelled'],
  scheduled: ['in_progress', 'sold', 'on_hold', 'cancelled'],
  in_progress: ['completed', 'on_hold', 'cancelled'],
  on_hold: ['sold', 'scheduled', 'in_progress', 'cancelled'],
  completed: [],
  cancelled: [],
};

const pairs = PROJECT_STATUSES.flatMap((from) => PROJECT_STATUSES.map((to) => [from, to] as const));

describe('the project state machine', () => {
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED[from].includes(to);
    expect(canMoveProject(from, to)).toBe(allowed);
    if (allowed) expect(moveProject(from, to)).toBe(to);
    else {
      let refused: unknown;
      try {
        moveProject(from, to);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(InvalidProjectTransitionError);
      const error = refused as InvalidProjectTransitionError;
      expect(error.allowed).toEqual(ALLOWED[from]);
      for (const next of ALLOWED[from]) expect(error.message).toContain(next);
    }
  });

  it('says a closed project has no next state', () => {
    expect(() => moveProject('completed', 'in_progress')).toThrow(/Allowed next states: none/);
  });

  it('keeps the spec colours of the claim statuses and shows underscores as spaces in upper case', () => {
    expect(CLAIM_STATUS_COLOURS).toEqual({
      open: 'red',
      in_review: 'yellow',
      escalated: 'orange',
      resolved: 'green',
    });
    expect(claimStatusLabel('in_review')).toBe('IN REVIEW');
  });
});

describe('phases', () => {
  const phase = (startDate: string | null, endDate: string | null, status = 'scheduled' as const) => ({
    startDate,
    endDate,
    status,
  });

  it('finds an end before the start, and only then', () => {
    expect(endsBeforeStart(phase('2026-12-02', '2026-12-01'))).toBe(true);
    expect(endsBeforeStart(phase('2026-12-01', '2026-12-01'))).toBe(false);
    expect(endsBeforeStart(phase(null, '2026-12-01'))).toBe(false);
  });

  it('adds days across months and years without drift', () => {
    expect(shiftDay('2026-12-30', 3)).toBe('2027-01-02');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
    expect(shiftDay('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('knows the first scheduled date and the week of a date', () => {
    expect(
      firstScheduledDate([phase(null, null), phase('2026-12-09', null), phase('2026-12-02', null)]),
    ).toBe('2026-12-02');
    expect(firstScheduledDate([phase(null, null)])).toBeNull();
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-11-23')).toHaveLength(7);
    expect(phaseOverlaps(phase('2026-11-20', '2026-11-23'), '2026-11-23', '2026-11-29')).toBe(true);
    expect(phaseOverlaps(phase('2026-11-30', '2026-12-01'), '2026-11-23', '2026-11-29')).toBe(false);
  });
});
