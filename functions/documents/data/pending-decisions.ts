import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DAY_SECONDS } from '@shared/kernel/time.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys, partitions } from '../../platform/data/keys.js';
import { epochSeconds, TABLE } from '../../platform/data/table.js';

/** A homeowner decision whose follow-ups may not have run (docs/decisions.md, "Decisions are seen through"). */
export interface PendingDecision {
  decidedAt: string;
  accountId: string;
  proposalId: string;
}

/** Note a decision before it is written; its follow-ups remove the note once they have run. */
export async function putPendingDecision(decision: PendingDecision): Promise<void> {
  const { decidedAt, accountId, proposalId } = decision;
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keys.pendingDecision(decidedAt, accountId, proposalId),
        type: 'pending-decision',
        accountId,
        proposalId,
        // A note nobody could see through in 30 days is a bug to read in the logs, not to keep forever.
        ttl: epochSeconds(new Date(decidedAt)) + 30 * DAY_SECONDS,
      },
    }),
  );
}

/** Forget a decision's note (its follow-ups ran, or the decision was never written). */
export async function deletePendingDecision(decision: PendingDecision): Promise<void> {
  const { decidedAt, accountId, proposalId } = decision;
  await ddb.send(
    new DeleteCommand({ TableName: TABLE, Key: keys.pendingDecision(decidedAt, accountId, proposalId) }),
  );
}

/** Notes of decisions made before `before`, oldest first, at most `limit`. */
export async function listPendingDecisions(before: Date, limit: number): Promise<PendingDecision[]> {
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND SK < :before',
      ExpressionAttributeValues: { ':pk': partitions.pendingDecisions(), ':before': before.toISOString() },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    decidedAt: String(item.SK).split('#')[0]!,
    accountId: String(item.accountId),
    proposalId: String(item.proposalId),
  }));
}
