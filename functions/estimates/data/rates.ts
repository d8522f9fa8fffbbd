import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Rates } from '@shared/estimates/pricing.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { TABLE } from '../../platform/data/table.js';

/** An account's saved rates. */
export interface RatesRecord {
  rates: Rates;
  updatedAt: string;
  updatedBy: string;
}

/** The account's saved rates, or undefined when it still uses the defaults. */
export async function getRates(accountId: string): Promise<RatesRecord | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: keys.rates(accountId) }));
  return Item
    ? { rates: Item.rates as Rates, updatedAt: Item.updatedAt as string, updatedBy: Item.updatedBy as string }
    : undefined;
}

/** Save the account's rates (the last save wins; every field is sent each time). */
export async function saveRates(accountId: string, record: RatesRecord): Promise<void> {
  await ddb.send(
    new PutCommand({ TableName: TABLE, Item: { ...keys.rates(accountId), type: 'rates', ...record } }),
  );
}
