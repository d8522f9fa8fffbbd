import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanTier } from '@shared/kernel/constants.js';
import type { PlanFacts } from '@shared/kernel/entitlements.js';
import { ddb } from '../clients/dynamodb.js';
import { keys } from './keys.js';
import { TABLE } from './table.js';

/** The billing fields of a stored account that decide its entitlements (the accounts area owns the rest). */
export interface StoredPlan {
  tier: PlanTier;
  subscriptionStatus: PlanFacts['subscriptionStatus'];
  trialEndsAt: string | null;
  billing?: { status: string };
  pastDueSince?: string | null;
  paidThrough?: string | null;
  seatsUsed?: number;
}

/** The plan facts of a stored account: the one mapping from the account item to `entitlementsAt`. */
export function planFactsOf(account: StoredPlan): PlanFacts {
  return {
    tier: account.tier,
    subscriptionStatus: account.subscriptionStatus,
    trialEndsAt: account.trialEndsAt,
    stripeStatus: account.billing?.status ?? null,
    pastDueSince: account.pastDueSince ?? null,
    paidThrough: account.paidThrough ?? null,
    seatsUsed: account.seatsUsed,
  };
}

/** The plan facts of an account (only its billing fields are read), or undefined when there is none. */
export async function getPlanFacts(accountId: string): Promise<PlanFacts | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      ProjectionExpression:
        'tier, subscriptionStatus, trialEndsAt, billing, pastDueSince, paidThrough, seatsUsed',
    }),
  );
  return Item ? planFactsOf(Item as StoredPlan) : undefined;
}
