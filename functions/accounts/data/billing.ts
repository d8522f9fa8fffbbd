// Billing records: the account's Stripe customer and synced subscription, presale orders, and the
// Stripe event dedupe record that is written in the SAME transaction as the change an event makes.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PlanTier } from '@shared/kernel/constants.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import {
  cancellationReasons,
  CONDITION_FAILED,
  epochSeconds,
  TABLE,
  type TransactItem,
} from '../../platform/data/table.js';
import { DAY_SECONDS } from '@shared/kernel/time.js';

const KEEP_EVENTS_SECONDS = 90 * DAY_SECONDS;
const CONFLICT_RETRIES = 8;

/** The account's subscription as last read from Stripe. */
export interface SubscriptionSync {
  subscriptionId: string;
  /** Stripe's status: active, past_due, unpaid, canceled… */
  status: string;
  tier: PlanTier;
  cycle: 'monthly' | 'yearly';
  /** Cents per billing period. */
  amountCents: number;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  card: { brand: string; last4: string } | null;
  /** Milliseconds when this state was read from Stripe; an older read never overwrites a newer one. */
  readAt: number;
  /** Epoch seconds when Stripe created the subscription: another one replaces it only when live and newer. */
  createdAt?: number;
}

/** Stripe statuses of a subscription that is billing or about to (docs/decisions.md "Which subscription an account shows"). */
const LIVE = ['active', 'past_due', 'trialing'];

/** A presale order, written once per paid Checkout Session. */
export interface PresaleOrder {
  orderId: string;
  sessionId: string;
  packageId: string;
  tier: PlanTier;
  customerEmail: string;
  customerName: string;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
  /** Stripe's receipt page, read when the payment is recorded (older orders have none). */
  receiptUrl?: string | null;
  createdAt: string;
  /** The account a sign-up started from this order, and when (orders claimed before `claimedAt` existed have none). */
  claimedBy?: string;
  claimedAt?: string;
}

/** What applying an event found. */
export type ApplyOutcome = 'applied' | 'already-applied';

/** The stored state of one Stripe event: applied (change committed) or done (after-effects sent too). */
export async function getStripeEventState(eventId: string): Promise<'applied' | 'done' | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.stripeEvent(eventId), ConsistentRead: true }),
  );
  return Item?.status as 'applied' | 'done' | undefined;
}

/** Marks an event's after-effects (mails) as sent, so later copies stop at the first read. */
export async function saveStripeEventDone(eventId: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.stripeEvent(eventId),
      UpdateExpression: 'SET #status = :done',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
}

/**
 * Writes the event's dedupe record and its change in one transaction. A copy that finds the record
 * already there changes nothing ('already-applied'). Items whose condition may fail harmlessly
 * (a stale subscription read, a sold-out seat counter) are retried without them via `optional`.
 */
export async function applyStripeEvent(
  eventId: string,
  type: string,
  change: TransactItem[],
  options: { now?: Date; optional?: (reasons: string[]) => TransactItem[] | undefined } = {},
): Promise<ApplyOutcome> {
  const now = options.now ?? new Date();
  let items = change;
  for (let attempt = 0; ; attempt += 1) {
    const dedupe: TransactItem = {
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.stripeEvent(eventId),
          type: 'stripe-event',
          eventType: type,
          status: 'applied',
          at: now.toISOString(),
          ttl: epochSeconds(now) + KEEP_EVENTS_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: [dedupe, ...items] }));
      return 'applied';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons[0] === CONDITION_FAILED) return 'already-applied';
      const rest = reasons.slice(1);
      if (rest.includes(CONDITION_FAILED)) {
        const fallback = options.optional?.(rest);
        if (!fallback) throw error;
        items = fallback;
        continue;
      }
      // Parallel copies of one event collide (TransactionConflict): wait a little and try again.
      if (attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * (attempt + 1)));
    }
  }
}

/** The presale order's item (fails if the session already has one). */
export function presaleOrderPut(order: PresaleOrder): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: {
        ...keys.presaleOrder(order.sessionId),
        ...keys.presaleOrderByDate(order.createdAt, order.orderId),
        type: 'presale-order',
        ...order,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** Takes one beta seat of the campaign; its condition fails once none are left. */
export function betaSeatTaken(): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: keys.campaign(),
      UpdateExpression: 'ADD betaSeatsRemaining :minus',
      ConditionExpression: 'betaSeatsRemaining > :zero',
      ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    },
  };
}

/** The presale order of a Checkout Session, if fulfilled. */
export async function getPresaleOrder(sessionId: string): Promise<PresaleOrder | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.presaleOrder(sessionId) }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g, GSI1SK: _gs, type: _type, ...order } = Item;
  return order as PresaleOrder;
}

/**
 * The account's subscription state from a Stripe read. Conditional on the read being newer than
 * the stored one, so a late copy of an older state cannot win. Also keeps the account's tier (seats)
 * and the profile's status in step; `pastDueSince` is set on entering past_due and cleared after.
 */
export function subscriptionSyncUpdate(accountId: string, sync: SubscriptionSync, now: Date): TransactItem {
  const pastDue = sync.status === 'past_due';
  const paying = LIVE.includes(sync.status);
  // The stored subscription's own newer reads always apply; another subscription's state only when it
  // is live and newer than the stored one (a late event about an old, cancelled one changes nothing).
  const another = paying
    ? ' OR (billing.subscriptionId <> :sub AND (attribute_not_exists(billing.createdAt) OR billing.createdAt <= :created))'
    : '';
  return {
    Update: {
      TableName: TABLE,
      Key: keys.account(accountId),
      UpdateExpression:
        'SET billing = :billing, tier = :tier, subscriptionStatus = :status, ' +
        (pastDue ? 'pastDueSince = if_not_exists(pastDueSince, :now)' : 'pastDueSince = :null'),
      ConditionExpression:
        'attribute_exists(PK) AND (attribute_not_exists(billing) OR (billing.subscriptionId = :sub AND billing.readAt <= :readAt)' +
        another +
        ')',
      ExpressionAttributeValues: {
        ':billing': sync,
        ':tier': sync.tier,
        ':status': paying ? 'active' : 'free',
        ':readAt': sync.readAt,
        ':sub': sync.subscriptionId,
        ...(paying && { ':created': sync.createdAt ?? 0 }),
        ...(pastDue ? { ':now': now.toISOString() } : { ':null': null }),
      },
    },
  };
}

/** A subscribe Checkout Session of an account: which plan and code it is for, its page and when it closes. */
export interface SubscribeCheckout {
  sessionId: string;
  url: string;
  /** The price and coupon code it was started with; another choice starts another session. */
  choice: string;
  /** Epoch seconds when Stripe closes it. */
  expiresAt: number;
}

/**
 * Records an account's subscribe Checkout unless another one is recorded that is still open and is not
 * `replacing`; returns that other one when it wins (two clicks at once keep one session).
 */
export async function saveSubscribeCheckout(
  accountId: string,
  checkout: SubscribeCheckout,
  replacing: string | undefined,
  now: Date,
): Promise<SubscribeCheckout | undefined> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.account(accountId),
        UpdateExpression: 'SET subscribeCheckout = :checkout',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(subscribeCheckout) OR subscribeCheckout.sessionId = :replacing OR subscribeCheckout.expiresAt <= :now)',
        ExpressionAttributeValues: {
          ':checkout': checkout,
          ':replacing': replacing ?? '-',
          ':now': epochSeconds(now),
        },
      }),
    );
    return undefined;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.account(accountId), ConsistentRead: true }),
    );
    return Item?.subscribeCheckout as SubscribeCheckout;
  }
}

/** Remembers the account's Stripe customer (first writer wins); returns the stored id. */
export async function saveStripeCustomer(
  accountId: string,
  customerId: string,
  email: string,
): Promise<string> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.account(accountId),
        UpdateExpression: 'SET stripeCustomerId = :customer, billingEmail = :email',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(stripeCustomerId) OR stripeCustomerId = :customer)',
        ExpressionAttributeValues: { ':customer': customerId, ':email': email },
      }),
    );
    return customerId;
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const { Item } = await ddb.send(
      new GetCommand({ TableName: TABLE, Key: keys.account(accountId), ConsistentRead: true }),
    );
    return Item?.stripeCustomerId as string;
  }
}

/** Stores a subscription state read after our own change (a newer stored read wins; no event involved). */
export async function saveSubscriptionSync(
  accountId: string,
  sync: SubscriptionSync,
  now: Date,
): Promise<void> {
  try {
    await ddb.send(
      new TransactWriteCommand({ TransactItems: [subscriptionSyncUpdate(accountId, sync, now)] }),
    );
  } catch (error) {
    if (!cancellationReasons(error)?.includes(CONDITION_FAILED)) throw error;
  }
}

/**
 * Claims a paid presale order for a new account: only by the email that bought it, only once. The
 * account and the time are one write, so the operators' list never sees one without the other.
 * Returns the order, or undefined when it is unknown, someone else's, or already used.
 */
export async function claimPresaleOrder(
  sessionId: string,
  email: string,
  accountId: string,
  now: Date,
): Promise<PresaleOrder | undefined> {
  try {
    const { Attributes } = await ddb.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.presaleOrder(sessionId),
        UpdateExpression: 'SET claimedBy = :account, claimedAt = :at',
        ConditionExpression:
          'attribute_exists(PK) AND customerEmail = :email AND attribute_not_exists(claimedBy)',
        ExpressionAttributeValues: {
          ':account': accountId,
          ':at': now.toISOString(),
          ':email': email.toLowerCase(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as PresaleOrder;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
}

/** Gives a claimed order back when the sign-up that claimed it failed. */
export async function releasePresaleOrder(sessionId: string, accountId: string): Promise<void> {
  await ddb
    .send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.presaleOrder(sessionId),
        UpdateExpression: 'REMOVE claimedBy, claimedAt',
        ConditionExpression: 'claimedBy = :account',
        ExpressionAttributeValues: { ':account': accountId },
      }),
    )
    .catch(() => undefined);
}
