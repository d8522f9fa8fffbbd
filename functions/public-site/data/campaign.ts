import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Campaign, UpdateCampaignRequest } from '@shared/public-site/schemas/campaign.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { auditPut, type Actor } from '../../platform/data/audit.js';
import { CONDITION_FAILED, TABLE, transactWrite } from '../../platform/data/table.js';
import { VersionConflictError } from '../../platform/data/versioned.js';

const KEY = keys.campaign();

/** The presale/beta campaign setting, if an operator (or the local seed) has set it. */
export async function getCampaign(): Promise<Campaign | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: KEY }));
  if (!Item) return undefined;
  return {
    presale_ends_at: Item.presaleEndsAt,
    beta_ends_at: Item.betaEndsAt,
    launch_at: Item.launchAt,
    beta_seats_total: Item.betaSeatsTotal,
    beta_seats_remaining: Item.betaSeatsRemaining,
    updated_at: Item.updatedAt,
    version: Item.version,
  };
}

/**
 * Replace the campaign setting, with the operator's audit entry (before → after) in the same
 * transaction. `version` is the one the editor read (0 when none existed); a concurrent edit in between
 * makes this fail with 409 instead of silently losing one of them.
 */
export async function saveCampaign(
  input: UpdateCampaignRequest,
  actor: Actor,
  now = new Date(),
): Promise<Campaign> {
  const version = input.version + 1;
  const before = await getCampaign();
  const item = {
    presaleEndsAt: new Date(input.presale_ends_at).toISOString(),
    betaEndsAt: new Date(input.beta_ends_at).toISOString(),
    launchAt: new Date(input.launch_at).toISOString(),
    betaSeatsTotal: input.beta_seats_total,
    betaSeatsRemaining: input.beta_seats_remaining,
    updatedAt: now.toISOString(),
    updatedBy: actor.userId,
    version,
  };
  await transactWrite(
    [
      {
        Put: {
          TableName: TABLE,
          Item: { ...KEY, type: 'campaign', ...item },
          ConditionExpression: input.version === 0 ? 'attribute_not_exists(PK)' : 'version = :read',
          ExpressionAttributeValues: input.version === 0 ? undefined : { ':read': input.version },
        },
      },
      auditPut('campaign', 'current', actor, { action: 'changed', before: before ?? null, after: item }, now),
    ],
    (reasons, cause) =>
      reasons[0] === CONDITION_FAILED
        ? new VersionConflictError('The campaign was changed by someone else. Reload it and try again.', {
            cause,
          })
        : undefined,
  );
  return (await getCampaign())!;
}
