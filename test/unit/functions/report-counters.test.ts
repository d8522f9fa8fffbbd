import { describe, expect, it } from 'vitest';
import { reportMonthUpdate } from '../../../functions/estimates/data/reports.js';
import type { ReportEvent } from '../../../shared/jobs/reports.js';

// The one Update each report event makes: only ADDs and appends, and no expression value it does
// not use (DynamoDB refuses the whole transaction for an unused one).

const events: ReportEvent[] = [
  { kind: 'estimate-created' },
  { kind: 'proposal-sent', cents: 1_000_00, daysSinceEstimate: 2.5 },
  { kind: 'proposal-viewed', cents: 1_000_00 },
  { kind: 'proposal-accepted', cents: 1_000_00, complexity: 'moderate' },
  {
    kind: 'proposal-accepted',
    cents: 1_000_00,
    complexity: 'moderate',
    choice: { tier: 'Better', upgrades: 2, financed: true },
  },
  { kind: 'proposal-declined', complexity: 'complex' },
  { kind: 'contract-signed', cents: 1_000_00, daysSinceSent: 1 },
  { kind: 'contract-signed', cents: 1_000_00, daysSinceSent: null },
  { kind: 'project-started', cents: 1_000_00 },
  { kind: 'project-completed', cents: 1_000_00 },
];

describe('report counter updates', () => {
  it.each(events.map((event) => [event.kind, event] as const))(
    '%s uses every value it names, once',
    (_kind, event) => {
      const update = reportMonthUpdate('acc', '2026-11', event).Update!;
      const expression = update.UpdateExpression!;
      for (const name of Object.keys(update.ExpressionAttributeValues!))
        expect(expression.match(new RegExp(`${name}\\b`, 'g')), name).toHaveLength(1);
      for (const name of Object.keys(update.ExpressionAttributeNames!))
        expect(expression, name).toContain(name);
      expect(update.Key).toEqual({ PK: 'ACCOUNT#acc', SK: 'REPORT#2026-11' });
    },
  );

  it('adds the amounts and counts by complexity under flat names', () => {
    const update = reportMonthUpdate('acc', '2026-11', {
      kind: 'proposal-accepted',
      cents: 12_345,
      complexity: 'simple',
    }).Update!;
    const added = Object.fromEntries(
      Object.entries(update.ExpressionAttributeNames!)
        .filter(([alias]) => alias.startsWith('#a'))
        .map(([alias, name]) => [name, update.ExpressionAttributeValues![`:${alias.slice(1)}`]]),
    );
    expect(added).toEqual({ accepted: 1, acceptedCents: 12_345, acceptedSimple: 1 });
  });

  it('counts a choice by tier under one flat name, with upgrade and financing only when present', () => {
    const added = (choice: { tier: string; upgrades: number; financed: boolean }) => {
      const update = reportMonthUpdate('acc', '2026-11', {
        kind: 'proposal-accepted',
        cents: 100,
        complexity: 'simple',
        choice,
      }).Update!;
      return Object.fromEntries(
        Object.entries(update.ExpressionAttributeNames!)
          .filter(([alias]) => alias.startsWith('#a'))
          .map(([alias, name]) => [name, update.ExpressionAttributeValues![`:${alias.slice(1)}`]]),
      );
    };
    expect(added({ tier: 'Best', upgrades: 1, financed: true })).toEqual({
      accepted: 1,
      acceptedCents: 100,
      acceptedSimple: 1,
      acceptedWithOffer: 1,
      'acceptedTier:Best': 1,
      acceptedWithUpgrade: 1,
      acceptedFinanced: 1,
    });
    expect(added({ tier: 'Good', upgrades: 0, financed: false })).toEqual({
      accepted: 1,
      acceptedCents: 100,
      acceptedSimple: 1,
      acceptedWithOffer: 1,
      'acceptedTier:Good': 1,
    });
  });
});
