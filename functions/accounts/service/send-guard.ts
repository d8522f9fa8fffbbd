import { capResetAt } from '@shared/mail/communications.js';
import { mailCapsOf, mailPauseReason, SEND_GUARD_MESSAGES } from '@shared/mail/send-guard.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import type { EmailJob } from '@shared/mail/schemas/email.js';
import { notifyOperators } from '../../public-site/index.js';
import { getAccount, saveMailPaused } from '../data/accounts.js';
import { findSuppressions, putSuppression, type SuppressionReason } from '../data/mail-suppressions.js';
import { giveBack, hit, take, type RateLimit } from '../../platform/data/rate-limit.js';
import { ConflictError, PaymentRequiredError } from '../../platform/errors.js';
import { log } from '../../platform/log.js';
import { enqueueEmail } from '../../platform/queue.js';
import { assertPaidAction } from './plan-gate.js';
import { mailCounts, MAIL_TALLIES } from './mail-health.js';

// The one send guard of mail on an account's behalf (docs/decisions.md#one-send-guard-for-mail-on-an-accounts-behalf).

declare const permitted: unique symbol;
/** Proof that the guard let these recipients be mailed for this account: `mailOnBehalf` takes only this. */
export interface SendPermit {
  readonly accountId: string;
  readonly recipients: readonly string[];
  readonly [permitted]: true;
}

const { sends: SENDS, bounces: BOUNCES, complaints: COMPLAINTS } = MAIL_TALLIES;

/** Takes one send per recipient from the account's and each recipient's daily cap; all or nothing. */
async function takeCaps(accountId: string, recipients: string[], trial: boolean, now: Date): Promise<void> {
  const caps = mailCapsOf(trial ? 'trial' : 'active');
  const resetsAt = capResetAt(now).toISOString();
  const taken: [RateLimit, string][] = [];
  try {
    for (const recipient of recipients) {
      const account: RateLimit = {
        scope: 'SEND_ACCOUNT',
        limit: caps.perAccountPerDay,
        windowSeconds: DAY_SECONDS,
        message: SEND_GUARD_MESSAGES.accountCap(caps.perAccountPerDay, resetsAt),
      };
      await take(account, accountId, now);
      taken.push([account, accountId]);
      const one: RateLimit = {
        scope: 'SEND_RECIPIENT',
        limit: caps.perRecipientPerDay,
        windowSeconds: DAY_SECONDS,
        message: SEND_GUARD_MESSAGES.recipientCap(recipient, caps.perRecipientPerDay, resetsAt),
      };
      await take(one, `${accountId}#${recipient}`, now);
      taken.push([one, `${accountId}#${recipient}`]);
    }
  } catch (error) {
    // A refused recipient sends nothing, so the sends taken for the others are given back.
    for (const [rule, subject] of taken) await giveBack(rule, subject, now);
    throw error;
  }
}

/**
 * Lets a mail to `recipients` go out on the account's behalf, or refuses it: 402 when the plan stopped
 * paid actions, 409 when the account's mail is paused or a recipient is suppressed (a hard bounce or a
 * complaint), 429 naming the cap and its reset once a daily cap is reached. Call it BEFORE the state
 * change the mail announces, so a refusal leaves nothing half-done.
 */
export async function guardSend(
  accountId: string,
  recipients: readonly string[],
  now = new Date(),
): Promise<SendPermit> {
  const addresses = [...new Set(recipients.map((address) => address.toLowerCase()))];
  const account = await getAccount(accountId);
  if (!account) throw new PaymentRequiredError();
  const { state } = assertPaidAction(account, now);
  if (account.mailPausedAt) throw new ConflictError(SEND_GUARD_MESSAGES.paused);
  const [suppressed] = await findSuppressions(accountId, addresses);
  if (suppressed)
    throw new ConflictError(SEND_GUARD_MESSAGES.suppressed(suppressed.email, suppressed.reason));
  await takeCaps(accountId, addresses, state === 'trial', now);
  await hit(SENDS, accountId, now, addresses.length);
  return { accountId, recipients: addresses } as unknown as SendPermit;
}

/**
 * The guard for a mail that only accompanies a change (a project's stage): a suppressed address, a
 * paused or read-only account mean no mail (null) and the change goes on; a reached cap still refuses.
 */
export async function guardSendIfAllowed(
  accountId: string,
  recipients: readonly string[],
  now = new Date(),
): Promise<SendPermit | null> {
  try {
    return await guardSend(accountId, recipients, now);
  } catch (error) {
    if (error instanceof ConflictError || error instanceof PaymentRequiredError) return null;
    throw error;
  }
}

/** Queue a mail the guard permitted: only to the permitted recipients, recorded under the account. */
export async function mailOnBehalf(permit: SendPermit, job: EmailJob): Promise<void> {
  const outside = job.to.filter((address) => !permit.recipients.includes(address.toLowerCase()));
  if (outside.length)
    throw new Error("a mail on an account's behalf went to a recipient the guard did not permit");
  await enqueueEmail({ ...job, context: { ...job.context, accountId: permit.accountId } });
}

/**
 * What a hard bounce or a complaint does (the mail-events consumer calls it for each event): the
 * address is suppressed for the account, the window's tally grows, and an account over the health
 * thresholds is paused, its operators told once.
 */
export async function recordMailProblem(
  problem: { accountId: string; email: string; reason: SuppressionReason; at: string; firstTime: boolean },
  now = new Date(),
): Promise<void> {
  const { accountId, email, reason, at } = problem;
  await putSuppression({ accountId, email, reason, at });
  // A redelivered event suppresses again (harmless) but is tallied only the first time.
  if (problem.firstTime) await hit(reason === 'complained' ? COMPLAINTS : BOUNCES, accountId, now);
  const why = mailPauseReason(await mailCounts(accountId, now));
  if (!why || !(await saveMailPaused(accountId, why, now.toISOString()))) return;
  const account = await getAccount(accountId);
  log('warn', 'customer mail paused', { accountId, why });
  await notifyOperators({
    kind: 'mail-paused',
    id: accountId,
    from: account?.name ?? accountId,
    summary: why,
  });
}
