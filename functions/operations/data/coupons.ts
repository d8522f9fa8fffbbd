import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  settleHold,
  type CouponTerms,
  type CouponType,
  type HoldSettlement,
  type HoldState,
} from '@shared/operations/coupons.js';
import { ConflictError } from '../../platform/errors.js';
import { auditPut, type Actor } from '../../platform/data/audit.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { queryAll } from '../../platform/data/query.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import {
  cancellationReasons,
  conditionalTransact,
  CONDITION_FAILED,
  recordOf,
  TABLE,
  transactWrite,
  type TransactItem,
} from '../../platform/data/table.js';
import { conflictIfFirstFailed } from '../../platform/data/versioned.js';

/** A coupon as stored: its terms, the stored status (active or disabled) and an optimistic `version`. */
export interface CouponRecord extends CouponTerms {
  id: string;
  code: string;
  coupon_type: CouponType;
  description: string | null;
  created_at: string;
  created_by: string;
  version: number;
  /** Of `current_uses`, those held by checkouts whose session is still open (absent on older coupons: 0). */
  pending_uses?: number;
}

/** Who redeems: the address as given (kept on the record) and the person it counts for (normalised). */
export interface Redeemer {
  email: string;
  person: string;
}

/** What the audit trail keeps of a coupon: the fields an operator changes. */
function auditView(coupon: CouponRecord): Record<string, unknown> {
  return { code: coupon.code, status: coupon.status, current_uses: coupon.current_uses };
}

/** Put a new coupon and claim its code in one transaction; a taken code is a 409. */
export async function putCoupon(coupon: CouponRecord, actor: Actor, now = new Date()): Promise<void> {
  await transactWrite(
    [
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.couponCode(coupon.code), type: 'coupon-code', couponId: coupon.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.coupon(coupon.id, coupon.created_at), type: 'coupon', ...coupon },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      auditPut(
        'coupon',
        coupon.id,
        actor,
        { action: 'created', before: null, after: auditView(coupon) },
        now,
      ),
    ],
    (reasons) =>
      reasons[0] === CONDITION_FAILED
        ? new ConflictError('A coupon with this code already exists')
        : undefined,
  );
}

/** Every coupon, newest first (GSI1 Query of the coupons' partition, all pages: coupons are few). */
export async function listAllCoupons(): Promise<CouponRecord[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.coupons() },
    ScanIndexForward: false,
  });
  return items.map((item) => recordOf<CouponRecord>(item));
}

/** One coupon by id. */
export async function getCoupon(couponId: string): Promise<CouponRecord | undefined> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.couponItem(couponId), ConsistentRead: true }),
  );
  return Item ? recordOf<CouponRecord>(Item) : undefined;
}

/** The coupon a code belongs to, if any. */
export async function getCouponByCode(code: string): Promise<CouponRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.couponCode(code) }));
  return Item ? getCoupon(Item.couponId as string) : undefined;
}

/** One redemption as stored (a checkout's hold carries a `state`; one made at sign-up has none). */
export interface RedemptionRecord {
  id: string;
  email: string;
  redeemed_at: string;
  state?: HoldState;
  settled_at?: string;
}

/** Every redemption of one coupon, newest first (its own partition: one Query, all pages). */
export async function listCouponRedemptions(couponId: string): Promise<RedemptionRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :redemption)',
    ExpressionAttributeValues: {
      ':pk': keys.couponItem(couponId).PK,
      ':redemption': keys.couponRedemption(couponId, '').SK,
    },
    ScanIndexForward: false,
  });
  return items.map((item) => recordOf<RedemptionRecord>(item));
}

/** How often one person (by normalised email) has redeemed a coupon, pending holds included. */
export async function getUsesByPerson(couponId: string, person: string): Promise<number> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.couponUser(couponId, person), ConsistentRead: true }),
  );
  return Number(Item?.uses ?? 0);
}

const STALE = 'This coupon was changed meanwhile. Please reload and try again.';

/** Save a coupon's stored status, if nobody changed it since it was read (optimistic `version`). */
export async function saveCouponStatus(
  coupon: CouponRecord,
  status: CouponRecord['status'],
  actor: Actor,
  now = new Date(),
): Promise<CouponRecord> {
  const after = { ...coupon, status, version: coupon.version + 1 };
  await transactWrite(
    [
      {
        Update: {
          TableName: TABLE,
          Key: keys.couponItem(coupon.id),
          UpdateExpression: 'SET #status = :status, version = :next',
          ConditionExpression: 'version = :version',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':next': after.version,
            ':version': coupon.version,
          },
        },
      },
      auditPut(
        'coupon',
        coupon.id,
        actor,
        { action: `status:${status}`, before: auditView(coupon), after: auditView(after) },
        now,
      ),
    ],
    conflictIfFirstFailed(STALE),
  );
  return after;
}

/**
 * Delete a coupon that was never redeemed, and free its code. False when it has redemptions by now
 * (the caller disables it instead, keeping the history).
 */
export async function deleteCoupon(coupon: CouponRecord, actor: Actor, now = new Date()): Promise<boolean> {
  return conditionalTransact([
    {
      Delete: {
        TableName: TABLE,
        Key: keys.couponItem(coupon.id),
        ConditionExpression: 'current_uses = :zero AND version = :version',
        ExpressionAttributeValues: { ':zero': 0, ':version': coupon.version },
      },
    },
    { Delete: { TableName: TABLE, Key: keys.couponCode(coupon.code) } },
    auditPut('coupon', coupon.id, actor, { action: 'deleted', before: auditView(coupon), after: null }, now),
  ]);
}

/** Why a redemption transaction was refused: the coupon's limits, or this person's. */
export type RedemptionConflict = 'coupon' | 'person';

/**
 * Redeem a coupon for one person in ONE transaction: the coupon's `current_uses < max_uses` (and it
 * still active) and the person's count `< max_uses_per_user` are conditions, so parallel redemptions
 * of a last use give exactly one success. With `hold` the use is pending (a checkout's, settled by
 * its session's webhook) and also counted in `pending_uses`. Returns the redemption id, or which
 * condition failed.
 */
export async function redeemCouponOnce(
  coupon: CouponRecord,
  redeemer: Redeemer,
  redemptionId: string,
  now = new Date(),
  hold = false,
): Promise<{ redemptionId: string } | { refused: RedemptionConflict }> {
  let refused: RedemptionConflict | undefined;
  try {
    await transactWrite(
      [
        {
          Update: {
            TableName: TABLE,
            Key: keys.couponItem(coupon.id),
            UpdateExpression: hold
              ? 'SET current_uses = current_uses + :one ADD pending_uses :one'
              : 'SET current_uses = current_uses + :one',
            ConditionExpression:
              '#status = :active AND (attribute_type(max_uses, :null) OR current_uses < max_uses)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':one': 1, ':active': 'active', ':null': 'NULL' },
          },
        },
        {
          Update: {
            TableName: TABLE,
            Key: keys.couponUser(coupon.id, redeemer.person),
            UpdateExpression: 'ADD uses :one SET email = :email',
            ConditionExpression: 'attribute_not_exists(uses) OR uses < :perPerson',
            ExpressionAttributeValues: {
              ':one': 1,
              ':email': redeemer.person,
              ':perPerson': coupon.max_uses_per_user,
            },
          },
        },
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...keys.couponRedemption(coupon.id, redemptionId),
              type: 'coupon-redemption',
              id: redemptionId,
              coupon_id: coupon.id,
              code: coupon.code,
              email: redeemer.email.toLowerCase(),
              person: redeemer.person,
              redeemed_at: now.toISOString(),
              ...(hold && { state: 'pending' satisfies HoldState }),
            },
          },
        },
      ],
      (reasons) => {
        if (reasons[0] === CONDITION_FAILED) refused = 'coupon';
        else if (reasons[1] === CONDITION_FAILED) refused = 'person';
        return refused ? new ConflictError() : undefined;
      },
    );
  } catch (error) {
    if (refused) return { refused };
    throw error;
  }
  return { redemptionId };
}

/** Undo a redemption whose sign-up failed later, so the use is not lost. */
export async function deleteRedemption(
  couponId: string,
  person: string,
  redemptionId: string,
): Promise<void> {
  await transactWrite([
    {
      Update: {
        TableName: TABLE,
        Key: keys.couponItem(couponId),
        UpdateExpression: 'SET current_uses = current_uses - :one',
        ConditionExpression: 'current_uses > :zero',
        ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
      },
    },
    {
      Update: {
        TableName: TABLE,
        Key: keys.couponUser(couponId, person),
        UpdateExpression: 'ADD uses :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      },
    },
    {
      Delete: {
        TableName: TABLE,
        Key: keys.couponRedemption(couponId, redemptionId),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
  ]);
}

/** Retries of a hold settlement that collided with a parallel copy of the same webhook. */
const SETTLE_RETRIES = 5;

/**
 * Settle a checkout's hold once (`settleHold`): the redemption's state moves from pending on that
 * condition, together with the coupon's and the person's counts. False when there is no such hold
 * or it is settled already (a repeated webhook, or its parallel copy won), so nothing changes twice.
 */
export async function settleRedemptionHold(
  couponId: string,
  redemptionId: string,
  outcome: HoldSettlement['state'],
  now = new Date(),
): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    const { Item } = await ddb.send(
      new GetCommand({
        TableName: TABLE,
        Key: keys.couponRedemption(couponId, redemptionId),
        ConsistentRead: true,
      }),
    );
    const settlement = settleHold(Item?.state as HoldState | undefined, outcome);
    if (!Item || !settlement) return false;
    try {
      return await conditionalTransact(
        settlementItems(couponId, redemptionId, Item.person as string, settlement, now),
      );
    } catch (error) {
      // Parallel copies of one event collide (TransactionConflict): wait a little and read again.
      if (!cancellationReasons(error)?.includes('TransactionConflict') || attempt >= SETTLE_RETRIES)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * (attempt + 1)));
    }
  }
}

function settlementItems(
  couponId: string,
  redemptionId: string,
  person: string,
  settlement: HoldSettlement,
  now: Date,
): TransactItem[] {
  return [
    {
      Update: {
        TableName: TABLE,
        Key: keys.couponRedemption(couponId, redemptionId),
        UpdateExpression: 'SET #state = :next, settled_at = :now',
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':next': settlement.state,
          ':now': now.toISOString(),
          ':pending': 'pending',
        },
      },
    },
    {
      Update: {
        TableName: TABLE,
        Key: keys.couponItem(couponId),
        UpdateExpression: 'SET current_uses = current_uses + :uses ADD pending_uses :pending',
        ExpressionAttributeValues: { ':uses': settlement.uses, ':pending': settlement.pending },
      },
    },
    ...(settlement.personUses
      ? [
          {
            Update: {
              TableName: TABLE,
              Key: keys.couponUser(couponId, person),
              UpdateExpression: 'ADD uses :minus',
              ExpressionAttributeValues: { ':minus': settlement.personUses },
            },
          },
        ]
      : []),
  ];
}
