import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { HUMAN_NUMBER_START, type NumberedKind } from '@shared/kernel/human-numbers.js';
import { ddb } from '../clients/dynamodb.js';
import { keys } from './keys.js';
import { TABLE, type TransactItem } from './table.js';

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

/**
 * The Update that adds `deltas` to the counters of one item (tagged `type`), for the caller's own
 * transaction: none when every delta is 0, so an unchanged figure costs no write.
 */
export function counterUpdates(
  key: Record<string, string>,
  type: string,
  deltas: Record<string, number>,
): TransactItem[] {
  const fields = Object.keys(deltas);
  if (fields.every((field) => deltas[field] === 0)) return [];
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': type };
  const adds = fields.map((field, index) => {
    names[`#c${index}`] = field;
    values[`:c${index}`] = deltas[field];
    return `#c${index} :c${index}`;
  });
  return [
    {
      Update: {
        TableName: TABLE,
        Key: key,
        UpdateExpression: `SET #type = :type ADD ${adds.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
  ];
}
