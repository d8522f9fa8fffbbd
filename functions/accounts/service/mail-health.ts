import { MAIL_HEALTH_WINDOW_DAYS } from '@shared/mail/send-guard.js';
import type { MailHealth, PausedMailAccount } from '@shared/mail/schemas/mail-health.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { getAccount, listMailPausedAccounts, saveMailResumed } from '../data/accounts.js';
import { auditPut, type Actor } from '../../platform/data/audit.js';
import { hits, resetHits, type RateLimit } from '../../platform/data/rate-limit.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';
import { log } from '../../platform/log.js';

/** Tallies of the delivery-health window: counted with the rate-limit counters, never refused. */
const tally = (scope: string): RateLimit => ({
  scope,
  limit: Number.MAX_SAFE_INTEGER,
  windowSeconds: MAIL_HEALTH_WINDOW_DAYS * DAY_SECONDS,
});
/** Guarded sends, hard bounces and complaints of an account in the health window. */
export const MAIL_TALLIES = {
  sends: tally('MAIL_SENDS'),
  bounces: tally('MAIL_BOUNCES'),
  complaints: tally('MAIL_COMPLAINTS'),
} as const;

/** The account's sends, bounces and complaints in the current window. */
export async function mailCounts(accountId: string, now = new Date()) {
  const [sends, bounces, complaints] = await Promise.all(
    Object.values(MAIL_TALLIES).map((rule) => hits(rule, accountId, now)),
  );
  return { sends: sends!, bounces: bounces!, complaints: complaints! };
}

/** GET /api/communications/mail-health: what the contractor's Communications page shows. */
export async function mailHealthOf(accountId: string, now = new Date()): Promise<MailHealth> {
  const [account, counts] = await Promise.all([getAccount(accountId), mailCounts(accountId, now)]);
  return {
    window_days: MAIL_HEALTH_WINDOW_DAYS,
    ...counts,
    paused_at: account?.mailPausedAt ?? null,
    paused_reason: account?.mailPausedReason ?? null,
  };
}

/** GET /api/admin/paused-mail: every account whose customer mail is paused, longest first. */
export async function pausedMailAccounts(): Promise<{ accounts: PausedMailAccount[] }> {
  const accounts = await listMailPausedAccounts();
  return {
    accounts: accounts.map((account) => ({
      account_id: account.accountId,
      company: account.name,
      paused_at: account.mailPausedAt ?? '',
      reason: account.mailPausedReason ?? '',
    })),
  };
}

/**
 * DELETE /api/admin/paused-mail/{id}: an operator lifts a pause after review. The window's tallies start
 * again from zero, so the bounces that caused the pause do not pause the account again at the next one.
 */
export async function resumeMail(
  accountId: string,
  operator: Actor,
  now = new Date(),
): Promise<{ message: string }> {
  const account = await getAccount(accountId);
  if (!account) throw new NotFoundError('Account not found');
  const audit = auditPut(
    'account',
    accountId,
    operator,
    {
      action: 'customer mail resumed',
      before: {
        mailPausedAt: account.mailPausedAt ?? null,
        mailPausedReason: account.mailPausedReason ?? null,
      },
      after: { mailPausedAt: null, mailPausedReason: null },
    },
    now,
  );
  if (!(await saveMailResumed(accountId, audit)))
    throw new ConflictError('Customer mail of this account is not paused.');
  await Promise.all(Object.values(MAIL_TALLIES).map((rule) => resetHits(rule, accountId, now)));
  log('info', 'customer mail resumed', { accountId, operator: operator.email });
  return { message: `Customer mail of ${account.name} is sending again.` };
}
