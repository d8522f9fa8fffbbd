import { entitlementsAt, type Entitlements } from '@shared/kernel/entitlements.js';
import { getAccount, type AccountRecord } from '../data/accounts.js';
import { PaymentRequiredError } from '../../platform/errors.js';
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
