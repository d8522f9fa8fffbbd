import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Catalogue } from '@shared/estimates/catalogue.js';
import type { FinancingPlan } from '@shared/estimates/financing.js';
import { ddb } from '../../platform/clients/dynamodb.js';
import { keys } from '../../platform/data/keys.js';
import { TABLE } from '../../platform/data/table.js';

/** A saved item of an account: what was saved, when and by whom. */
export interface SavedRecord<T> {
  value: T;
  updatedAt: string;
  updatedBy: string;
}

async function getSaved<T>(key: Record<string, string>, field: string): Promise<SavedRecord<T> | undefined> {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE, Key: key }));
  return Item
    ? { value: Item[field] as T, updatedAt: Item.updatedAt as string, updatedBy: Item.updatedBy as string }
    : undefined;
}

async function putSaved<T>(key: Record<string, string>, type: string, field: string, record: SavedRecord<T>) {
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...key, type, [field]: record.value, updatedAt: record.updatedAt, updatedBy: record.updatedBy },
    }),
  );
}

/** The account's saved catalogue, or undefined while it uses the default one. */
export function getCatalogue(accountId: string): Promise<SavedRecord<Catalogue> | undefined> {
  return getSaved(keys.catalogue(accountId), 'catalogue');
}

/** Save the account's whole catalogue (the last save wins). */
export function saveCatalogue(accountId: string, record: SavedRecord<Catalogue>): Promise<void> {
  return putSaved(keys.catalogue(accountId), 'catalogue', 'catalogue', record);
}

/** The account's saved financing plans, or undefined while it has never saved any. */
export function getFinancingPlans(accountId: string): Promise<SavedRecord<FinancingPlan[]> | undefined> {
  return getSaved(keys.financingPlans(accountId), 'plans');
}

/** Save every financing plan of the account (the last save wins; an empty list offers none). */
export function saveFinancingPlans(accountId: string, record: SavedRecord<FinancingPlan[]>): Promise<void> {
  return putSaved(keys.financingPlans(accountId), 'financing-plans', 'plans', record);
}
