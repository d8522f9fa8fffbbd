import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../platform/clients/dynamodb.js';
import { saveNextNumber } from '../../platform/data/counters.js';
import { keys } from '../../platform/data/keys.js';
import { putIfAbsent, TABLE } from '../../platform/data/table.js';

// One proposal, one number (docs/decisions.md): the contractor's PDF made before any proposal
// exists already carries the number the estimate's next proposal is given.

/**
 * The proposal number reserved for an estimate's next proposal, reserving one now if none is: of two
 * parallel callers the first reservation stands and both read it (the other number is a gap).
 */
export async function reserveProposalNumber(accountId: string, estimateId: string): Promise<number> {
  const key = keys.reservedProposalNumber(accountId, estimateId);
  const read = async () =>
    (await ddb.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item?.number as
      number | undefined;
  const existing = await read();
  if (existing !== undefined) return existing;
  const number = await saveNextNumber(accountId, 'proposal');
  if (await putIfAbsent({ ...key, type: 'proposal-number', accountId, estimateId, number })) return number;
  return (await read()) ?? number;
}

/** The number a new proposal of the estimate is given: the reserved one (used up now), else the next. */
export async function takeProposalNumber(accountId: string, estimateId: string): Promise<number> {
  const { Attributes } = await ddb.send(
    new DeleteCommand({
      TableName: TABLE,
      Key: keys.reservedProposalNumber(accountId, estimateId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return (Attributes?.number as number | undefined) ?? saveNextNumber(accountId, 'proposal');
}
