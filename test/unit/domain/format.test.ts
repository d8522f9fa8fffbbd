import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatWeekday,
  formatMoney,
  formatMonthDay,
  formatMonth,
  formatNumber,
  formatPercent,
  formatSqft,
  formatUtcTimestamp,
  formatWholeDollars,
  humanize,
} from '../../../shared/kernel/format.js';
import { PITCH_PALETTE, pitchColours } from '../../../shared/estimates/pitch-colours.js';

describe('counts', () => {
  it('uses the singular for exactly one only', () => {
    expect(formatCount(1, 'roll')).toBe('1 roll');
    expect(formatCount(2, 'roll')).toBe('2 rolls');
    expect(formatCount(0, 'unit')).toBe('0 units');
    expect(formatCount(18.9, 'square', 1)).toBe('18.9 squares');
    expect(formatCount(1200, 'monthly payment')).toBe('1,200 monthly payments');
    expect(formatCount(2, 'box', 0, 'boxes')).toBe('2 boxes');
  });
});

describe('money', () => {
  it('writes dollars and integer cents in US dollars with cents', () => {
    expect(formatMoney(15151.54)).toBe('$15,151.54');
    expect(formatMoney(4.5)).toBe('$4.50');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatCents(1234567)).toBe('$12,345.67');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('rounds whole-dollar amounts without decimals', () => {
    expect(formatWholeDollars(1200)).toBe('$1,200');
    expect(formatWholeDollars(1197.6)).toBe('$1,198');
    expect(formatWholeDollars(0)).toBe('$0');
  });
});

describe('numbers', () => {
  it('groups thousands and keeps exactly the asked decimals', () => {
    expect(formatNumber(2632.4)).toBe('2,632');
    expect(formatNumber(2632.5)).toBe('2,633');
    expect(formatNumber(26.3, 2)).toBe('26.30');
    expect(formatNumber(1234.5678, 1)).toBe('1,234.6');
    expect(formatNumber(37.422, 6)).toBe('37.422000');
  });

  it('writes areas in whole square feet and shares with one decimal', () => {
    expect(formatSqft(2702.4)).toBe('2,702 sq ft');
    expect(formatPercent(37.25)).toBe('37.3%');
    expect(formatPercent(100)).toBe('100.0%');
    expect(formatPercent(12.345, 2)).toBe('12.35%');
  });
});

describe('dates', () => {
  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDate('2026-07-14')).toBe('Jul 14, 2026');
    expect(formatDate('2026-07-14', { month: 'long' })).toBe('July 14, 2026');
    expect(formatLongDate('2026-12-21')).toBe('December 21, 2026');
    expect(formatWeekday('2026-12-21')).toBe('Monday');
    expect(formatWeekday('2026-12-27', 'short')).toBe('Sun');
    expect(formatMonthDay('2026-12-07')).toBe('Dec 7');
  });

  it('reads timestamps in UTC when asked, for documents and mails', () => {
    expect(formatDate('2026-11-15T23:59:00Z', { utc: true })).toBe('Nov 15, 2026');
    expect(formatLongDate('2026-11-21T23:40:00Z')).toBe('November 21, 2026');
    expect(formatLongDate(new Date('2026-01-02T00:00:00Z'))).toBe('January 2, 2026');
    expect(formatMonth('2026-12-01T00:00:00Z')).toBe('December 2026');
    expect(formatUtcTimestamp('2026-11-21T20:40:05.123Z')).toBe('November 21, 2026, 20:40:05 UTC');
  });

  it('answers an empty string for something that is not a date', () => {
    expect(formatDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('writes a date with its time of day', () => {
    const local = new Date(2026, 6, 14, 15, 5);
    expect(formatDateTime(local)).toBe('Jul 14, 2026, 3:05 PM');
    expect(formatDate(local)).toBe('Jul 14, 2026');
  });
});

describe('words', () => {
  it('capitalizes the first letter only, and turns a machine value into words', () => {
    expect(capitalize('past due')).toBe('Past due');
    expect(capitalize('')).toBe('');
    expect(humanize('cleanup_magnet_sweep')).toBe('Cleanup magnet sweep');
  });
});

describe('whole numbers without Intl', () => {
  it('group and round exactly as Intl does, negatives and halves included', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const dollars = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    for (const value of [0, 7, 999, 1000, 2400, 1197.6, 2.5, -2.5, -1234.5, 999.5, 12345678.5, -0.2]) {
      expect(formatNumber(value), String(value)).toBe(whole.format(value));
      expect(formatWholeDollars(value), String(value)).toBe(dollars.format(value));
    }
  });
});

describe('pitch colours', () => {
  it('gives each pitch of the table its colour in order and repeats the palette past its end', () => {
    const rows = Array.from({ length: PITCH_PALETTE.length + 1 }, (_, index) => ({ pitch: index + 2 }));
    const colours = pitchColours(rows);
    expect(colours.get(2)).toBe(PITCH_PALETTE[0]);
    expect(colours.get(3)).toBe(PITCH_PALETTE[1]);
    expect(colours.get(PITCH_PALETTE.length + 2)).toBe(PITCH_PALETTE[0]);
    expect(new Set(PITCH_PALETTE).size).toBe(PITCH_PALETTE.length);
  });
});
