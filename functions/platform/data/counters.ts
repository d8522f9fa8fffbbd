import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HUMAN_NUMBER_START, type NumberedKind } from '@shared/kernel/human-numbers.js';
import { ddb } from '../clients/dynamodb.js';
import { keys } from './keys.js';
import { TABLE } from './table.js';

/**
 * Save the next number of a kind for a scope (an account id, or `PLATFORM`) and return it: one
 * atomic update on the counter item (created at HUMAN_NUMBER_START), so parallel calls never share
 * a number. A number lost to a failed write afterwards is a gap, never a duplicate.
 */
export async function saveNextNumber(scope: string, kind: NumberedKind): Promise<number> {
  const { Attributes } = await ddb.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.numberCounter(scope, kind),
      UpdateExpression: 'SET #value = if_not_exists(#value, :start) + :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':start': HUMAN_NUMBER_START, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value);
}
