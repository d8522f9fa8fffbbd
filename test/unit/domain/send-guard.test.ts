import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_CAPS } from '../../../shared/kernel/plans.js';
import { can } from '../../../shared/kernel/permissions.js';
import {
  GUARDED_TEMPLATES,
  isGuardedTemplate,
  MAIL_HEALTH,
  mailCapsOf,
  mailPauseReason,
} from '../../../shared/mail/send-guard.js';
import { EMAIL_TEMPLATES } from '../../../shared/mail/template-names.js';

// The send guard's pure rules (docs/decisions.md#one-send-guard-for-mail-on-an-accounts-behalf).

describe('caps', () => {
  it('holds a trial to lower caps than every other plan state', () => {
    expect(mailCapsOf('trial')).toEqual(MAIL_CAPS.trial);
    for (const state of ['active', 'past_due', 'read_only'] as const)
      expect(mailCapsOf(state)).toEqual(MAIL_CAPS.paid);
    expect(MAIL_CAPS.trial.perAccountPerDay).toBeLessThan(MAIL_CAPS.paid.perAccountPerDay);
    expect(MAIL_CAPS.trial.perRecipientPerDay).toBeLessThan(MAIL_CAPS.paid.perRecipientPerDay);
    // The finding: 12 signature requests to one address in a day must not all go.
    expect(MAIL_CAPS.paid.perRecipientPerDay).toBeLessThan(12);
  });
});

describe('delivery health', () => {
  it('never pauses below the minimum volume, however bad the rates', () => {
    const sends = MAIL_HEALTH.minSends - 1;
    expect(mailPauseReason({ sends, bounces: sends, complaints: sends })).toBeNull();
  });

  it('pauses at exactly 5 % hard bounces, not just below', () => {
    expect(mailPauseReason({ sends: 100, bounces: 4, complaints: 0 })).toBeNull();
    expect(mailPauseReason({ sends: 100, bounces: 5, complaints: 0 })).toBe(
      '5 hard bounces in 100 mails (5.0 %)',
    );
    expect(mailPauseReason({ sends: 1000, bounces: 49, complaints: 0 })).toBeNull();
  });

  it('pauses at 0.1 % complaints, so one complaint in up to 1,000 mails', () => {
    expect(mailPauseReason({ sends: 1000, bounces: 0, complaints: 1 })).toBe(
      '1 complaints in 1000 mails (0.1 %)',
    );
    expect(mailPauseReason({ sends: 1001, bounces: 0, complaints: 1 })).toBeNull();
  });
});

describe('which mails are guarded', () => {
  it('guards the mails to outsiders at the account’s request, not receipts, member notices or platform mail', () => {
    expect([...GUARDED_TEMPLATES].sort()).toEqual(
      [
        'communication',
        'project-status',
        'proposal-link',
        'signing-document',
        'signing-request',
        'team-invite',
      ].sort(),
    );
    for (const template of [
      'password-reset',
      'signup-confirm',
      'team-notice',
      'contract-signed',
      'trial-ending',
    ])
      expect(isGuardedTemplate(template)).toBe(false);
    expect(EMAIL_TEMPLATES).toEqual(expect.arrayContaining([...GUARDED_TEMPLATES]));
  });

  it('queues a guarded template only through mailOnBehalf, which takes a permit of the guard', () => {
    const root = join(import.meta.dirname, '../../../functions');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    // The template each direct enqueueEmail call names (the first one after the call).
    const calls = files.flatMap((file) =>
      [
        ...readFileSync(join(root, file), 'utf8').matchAll(/enqueueEmail\(\{[\s\S]*?template: '([a-z-]+)'/g),
      ].map((match) => `${file}: ${match[1]}`),
    );
    expect(calls.length).toBeGreaterThan(10);
    const direct = calls.filter((call) => isGuardedTemplate(call.split(': ')[1]!));
    expect(direct).toEqual([]);
  });

  it('lets a manager write free-text mail, not a user', () => {
    expect(can({ role: 'manager', isOperator: false }, 'communications.send')).toBe(true);
    expect(can({ role: 'admin', isOperator: false }, 'communications.send')).toBe(true);
    expect(can({ role: 'user', isOperator: false }, 'communications.send')).toBe(false);
  });
});
