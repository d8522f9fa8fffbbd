import { describe, expect, it } from 'vitest';
import {
  needsTrialReminder,
  trialReminderDays,
  trialReminderKey,
} from '../../../shared/billing/trial-reminders.js';

const now = new Date('2026-11-23T14:00:00.000Z');
const trialEnding = (iso: string | null) => ({ subscriptionStatus: 'trial' as const, trialEndsAt: iso });

describe('trial reminders', () => {
  it('queries today and the next 3 UTC days', () => {
    expect(trialReminderDays(now)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('reminds a trial ending within 3 days, not later, not already ended', () => {
    expect(needsTrialReminder(trialEnding('2026-11-26T14:00:00.000Z'), now)).toBe(true);
    expect(needsTrialReminder(trialEnding('2026-11-23T14:00:01.000Z'), now)).toBe(true);
    expect(needsTrialReminder(trialEnding('2026-11-26T14:00:01.000Z'), now)).toBe(false);
    expect(needsTrialReminder(trialEnding('2026-11-23T14:00:00.000Z'), now)).toBe(false);
    expect(needsTrialReminder(trialEnding(null), now)).toBe(false);
  });

  it('never reminds a converted trial or a paid account', () => {
    const ending = '2026-11-25T00:00:00.000Z';
    expect(needsTrialReminder({ ...trialEnding(ending), stripeStatus: 'active' }, now)).toBe(false);
    expect(needsTrialReminder({ ...trialEnding(ending), stripeStatus: 'incomplete' }, now)).toBe(false);
    expect(needsTrialReminder({ subscriptionStatus: 'active', trialEndsAt: ending }, now)).toBe(false);
  });

  it('keys a reminder by account and trial end, so an extended trial is reminded again', () => {
    expect(trialReminderKey('A1', '2026-11-25T00:00:00.000Z')).toBe(
      'trial-ending#A1#2026-11-25T00:00:00.000Z',
    );
    expect(trialReminderKey('A1', '2026-12-25T00:00:00.000Z')).not.toBe(
      trialReminderKey('A1', '2026-11-25T00:00:00.000Z'),
    );
  });
});
