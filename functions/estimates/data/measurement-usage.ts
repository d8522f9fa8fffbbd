import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { CONDITION_FAILED, TABLE, transactWrite } from '../../platform/data/table.js';
import { estimateStatsUpdate } from './estimate-stats.js';
import { VersionConflictError } from '../../platform/data/versioned.js';
import { namedFailure } from '../../platform/errors.js';
import { estimatePut, type EstimateRecord } from './estimates.js';

// The plan's monthly measurement quota: each estimate version is counted once, in the same
// transaction that saves its measurement.

/** Thrown when the month's measurement quota of the plan is used up. */
export class MeasurementQuotaError extends namedFailure('Measurement quota used up') {}

/**
 * Save a finished measurement and count it against the month's quota in one transaction: the
 * count is taken once per estimate version and refused past `limit` (null = unlimited).
 * Throws VersionConflictError or MeasurementQuotaError.
 */
export async function saveMeasuredEstimate(
  previous: EstimateRecord,
  next: EstimateRecord,
  usage: { month: string; limit: number | null },
): Promise<void> {
  const { accountId, estimateId } = next;
  const delta = (next.finalCents ?? 0) - (previous.finalCents ?? 0);
  const count = {
    Update: {
      TableName: TABLE,
      Key: keys.measurementUsage(accountId, usage.month),
      UpdateExpression: 'SET #type = :type ADD measurements :one',
      ...(usage.limit === null
        ? {}
        : { ConditionExpression: 'attribute_not_exists(measurements) OR measurements < :limit' }),
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'measurement-usage',
        ':one': 1,
        ...(usage.limit === null ? {} : { ':limit': usage.limit }),
      },
    },
  };
  const mark = {
    Put: {
      TableName: TABLE,
      Item: {
        ...keys.measurementCounted(accountId, usage.month, estimateId, next.measureVersion),
        type: 'measurement-counted',
        at: next.updatedAt,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  await transactWrite(
    [
      estimatePut(next, previous.version),
      mark,
      count,
      ...(delta ? [estimateStatsUpdate(accountId, 0, delta)] : []),
    ],
    (reasons, cause) => {
      if (reasons[0] === CONDITION_FAILED || reasons[1] === CONDITION_FAILED)
        return new VersionConflictError(undefined, { cause });
      if (reasons[2] === CONDITION_FAILED) return new MeasurementQuotaError({ cause });
      return undefined;
    },
  );
}

/** Measurements counted this month (YYYY-MM) for an account. */
export async function measurementsThisMonth(accountId: string, month: string): Promise<number> {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE, Key: keys.measurementUsage(accountId, month) }),
  );
  return Number(Item?.measurements ?? 0);
}
