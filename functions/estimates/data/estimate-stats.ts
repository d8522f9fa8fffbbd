import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { TABLE } from '../../platform/data/table.js';

// An account's running estimate count and total value, kept in step by every estimate write.

/** The transaction item that adds `estimates` and `valueCents` to an account's totals. */
export function estimateStatsUpdate(accountId: string, estimates: number, valueCents: number) {
  return {
    Update: {
      TableName: TABLE,
      Key: keys.estimateStats(accountId),
      UpdateExpression: 'SET #type = :type ADD estimates :count, valueCents :value',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'estimate-stats', ':count': estimates, ':value': valueCents },
    },
  };
}

/** An account's estimate count and total value (cents). */
export async function getEstimateStats(
  accountId: string,
): Promise<{ estimates: number; valueCents: number }> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.estimateStats(accountId) }));
  return { estimates: Number(Item?.estimates ?? 0), valueCents: Number(Item?.valueCents ?? 0) };
}
