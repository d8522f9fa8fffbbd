import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanTier } from '@shared/kernel/constants.js';
import { takesSeat } from '@shared/kernel/permissions.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import type { SubscribeCheckout, SubscriptionSync } from './billing.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { queryAll } from '../../platform/data/query.js';
import {
  conditionalTransact,
  conditionalWrite,
  recordOf,
  TABLE,
  type TransactItem,
  updateExisting,
} from '../../platform/data/table.js';
import { listAllAccountMembers, saveAccountNameOfMembers } from '../../platform/data/users.js';

/** A contractor's company, as stored. */
export interface AccountRecord {
  accountId: string;
  name: string;
  tier: PlanTier;
  subscriptionStatus: 'active' | 'trial' | 'free';
  trialEndsAt: string | null;
  createdAt: string;
  /** A beta tester (granted by a coupon at sign-up). */
  betaAccess?: boolean;
  /** The coupon redeemed at sign-up, if any. */
  couponCode?: string | null;
  /** Active plus invited members (counted against the plan's seats); kept in step transactionally. */
  seatsUsed?: number;
  /** Active admins; an account never drops to zero. */
  adminCount?: number;
  /** S3 key of the company logo (under `accounts/<accountId>/logos/`). */
  logoKey?: string | null;
  /** Billing (docs/product.md#billing): the Stripe customer, who receives billing mails, and the synced subscription. */
  stripeCustomerId?: string;
  billingEmail?: string;
  billing?: SubscriptionSync;
  /** The subscribe Checkout last started, so a second click or tab gets the same one (billing.ts). */
  subscribeCheckout?: SubscribeCheckout;
  /** When the subscription went past due, while it is. */
  pastDueSince?: string | null;
  /** End of a prepaid presale period (accounts started from a presale order). */
  paidThrough?: string | null;
  /** The presale order (its Checkout Session id) the account was started from. */
  presaleOrder?: string;
  /** When customer mail was paused for its bounces or complaints (send-guard.ts), and why. */
  mailPausedAt?: string | null;
  mailPausedReason?: string | null;
}

/** An account whose seat and admin counters are known. */
export type CountedAccount = AccountRecord & Required<Pick<AccountRecord, 'seatsUsed' | 'adminCount'>>;

/** The stored item of a new account. */
export function accountItem(account: AccountRecord): Record<string, unknown> {
  // A trial is indexed by its end date, so the daily trial-ending job finds it without a Scan.
  const trialIndex =
    account.subscriptionStatus === 'trial' && account.trialEndsAt
      ? keys.trialEndIndex(account.trialEndsAt, account.accountId)
      : {};
  return { ...keys.account(account.accountId), ...trialIndex, type: 'account', ...account };
}

/** The accounts indexed as on a trial ending on one UTC day (YYYY-MM-DD). */
export async function listTrialsEndingOn(day: string): Promise<AccountRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.trialsEndingOn(day) },
  });
  return items.map((item) => recordOf<AccountRecord>(item));
}

/** Load an account by id. */
export async function getAccount(accountId: string): Promise<AccountRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.account(accountId) }));
  return Item ? recordOf<AccountRecord>(Item) : undefined;
}

/** Load several accounts at once (at most 100 ids), keyed by id. */
export async function getAccounts(accountIds: readonly string[]): Promise<Map<string, AccountRecord>> {
  const found = new Map<string, AccountRecord>();
  let pending: Record<string, unknown>[] = [...new Set(accountIds)].map((id) => keys.account(id));
  for (let attempt = 0; pending.length && attempt < 5; attempt += 1) {
    const { Responses, UnprocessedKeys } = await ddb.send(
      new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending } } }),
    );
    for (const item of Responses?.[TABLE] ?? [])
      found.set(item.accountId as string, recordOf<AccountRecord>(item));
    pending = (UnprocessedKeys?.[TABLE]?.Keys as Record<string, unknown>[] | undefined) ?? [];
  }
  return found;
}

/**
 * The account with its seat and admin counters. Accounts created before the counters existed get
 * them computed once from their members (one Query) and written only if still missing.
 */
export async function getAccountWithCounters(accountId: string): Promise<CountedAccount> {
  const account = await getAccount(accountId);
  if (!account) throw new Error(`account ${accountId} does not exist`);
  if (account.seatsUsed !== undefined && account.adminCount !== undefined) return account as CountedAccount;
  const active = (await listAllAccountMembers(accountId)).filter((member) => member.isActive);
  const seatsUsed = active.filter((member) => takesSeat(member.role)).length;
  const adminCount = active.filter((member) => member.role === 'admin').length;
  const written = await conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression: 'SET seatsUsed = :seats, adminCount = :admins',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(seatsUsed)',
      ExpressionAttributeValues: { ':seats': seatsUsed, ':admins': adminCount },
    }),
  );
  // Another request counted first: read what it wrote.
  return written ? { ...account, seatsUsed, adminCount } : getAccountWithCounters(accountId);
}

/**
 * Move a trial's end (with its index entry, which the trial-ending job reads); refused (false) when
 * the account is no longer on a trial.
 */
export async function saveTrialEnd(accountId: string, trialEndsAt: string): Promise<boolean> {
  const index = keys.trialEndIndex(trialEndsAt, accountId);
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression: 'SET trialEndsAt = :end, GSI1PK = :gsi1pk, GSI1SK = :gsi1sk',
      ConditionExpression: 'subscriptionStatus = :trial',
      ExpressionAttributeValues: {
        ':end': trialEndsAt,
        ':gsi1pk': index.GSI1PK,
        ':gsi1sk': index.GSI1SK,
        ':trial': 'trial',
      },
    }),
  );
}

/** Save an account's new name (the company name), then the copy of the name on each member. */
export async function saveAccountName(accountId: string, name: string): Promise<void> {
  await updateExisting(keys.account(accountId), { name });
  await saveAccountNameOfMembers(accountId, name);
}

/** Changes the account's logo key (a new key, or none); returns the key it replaces, if any. */
async function replaceLogoKey(accountId: string, logoKey: string | undefined): Promise<string | undefined> {
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression: logoKey ? 'SET logoKey = :key' : 'REMOVE logoKey',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: logoKey ? { ':key': logoKey } : undefined,
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (Attributes?.logoKey as string | null | undefined) ?? undefined;
}

/** Point the account at a new logo; returns the key of the logo it replaces, if any. */
export function saveAccountLogo(accountId: string, logoKey: string): Promise<string | undefined> {
  return replaceLogoKey(accountId, logoKey);
}

/** Remove the account's logo; returns the key it had, if any. */
export function deleteAccountLogo(accountId: string): Promise<string | undefined> {
  return replaceLogoKey(accountId, undefined);
}

/**
 * Pause an account's customer mail, listed for the operators (GSI2); false when it already was (so the
 * operators are told once).
 */
export async function saveMailPaused(accountId: string, reason: string, at: string): Promise<boolean> {
  return conditionalWrite(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression:
        'SET mailPausedAt = :at, mailPausedReason = :reason, GSI2PK = :index, GSI2SK = :position',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(mailPausedAt)',
      ExpressionAttributeValues: {
        ':at': at,
        ':reason': reason,
        ':index': partitions.mailPausedAccounts(),
        ':position': `${at}#${accountId}`,
      },
    }),
  );
}

/** Lift an account's mail pause; false when it was not paused. */
export async function saveMailResumed(accountId: string, audit: TransactItem): Promise<boolean> {
  return conditionalTransact([
    {
      Update: {
        TableName: TABLE,
        Key: keys.account(accountId),
        UpdateExpression: 'REMOVE mailPausedAt, mailPausedReason, GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(mailPausedAt)',
      },
    },
    audit,
  ]);
}

/** The accounts whose customer mail is paused, longest paused first. */
export async function listMailPausedAccounts(): Promise<AccountRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.mailPausedAccounts() },
  });
  return items.map((item) => recordOf<AccountRecord>(item));
}
