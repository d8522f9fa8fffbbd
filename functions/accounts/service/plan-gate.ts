import { entitlementsAt, type Entitlements } from '@shared/kernel/entitlements.js';
import { getAccount, type AccountRecord } from '../data/accounts.js';
import { signaturesUpgradeMessage } from '@shared/kernel/plans.js';
import { ForbiddenError, PaymentRequiredError } from '../../platform/errors.js';
import { planFactsOf } from '../../platform/data/plan-facts.js';

/** The account's entitlements now, from the one plan-enforcement function. */
export function entitlementsOf(account: AccountRecord, now = new Date()): Entitlements {
  return entitlementsAt(planFactsOf(account), now);
}

/** Refuses a paid action (measurement, sending a proposal, an invite) with 402 when the plan stopped them. */
export function assertPaidAction(account: AccountRecord, now = new Date()): Entitlements {
  const entitlements = entitlementsOf(account, now);
  if (!entitlements.canUsePaidActions)
    throw new PaymentRequiredError(entitlements.blockedReason ?? undefined);
  return entitlements;
}

/** Loads the account and refuses a paid action with 402 when its plan stopped them. */
export async function assertPaidActionFor(accountId: string, now = new Date()): Promise<Entitlements> {
  const account = await getAccount(accountId);
  if (!account) throw new PaymentRequiredError();
  return assertPaidAction(account, now);
}

/** Whether the account may request digital signatures now (its plan includes them, or it is on trial). */
export async function hasSignatures(accountId: string, now = new Date()): Promise<boolean> {
  const account = await getAccount(accountId);
  return account !== undefined && entitlementsOf(account, now).signatures;
}

/**
 * Refuses a signature request (a contract sent for signing or signed in person, a document sent for
 * signature) with 403 naming the plans that include signatures, before anything is written or mailed.
 */
export async function assertSignaturesFor(accountId: string, now = new Date()): Promise<void> {
  if (!(await hasSignatures(accountId, now))) throw new ForbiddenError(signaturesUpgradeMessage());
}
