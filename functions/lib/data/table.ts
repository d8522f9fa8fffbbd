import { config } from '../config.js';

/** The table name (one table for everything). */
export const TABLE = config.TABLE_NAME;

/** Seconds since the epoch, for the `ttl` attribute. */
export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** True when an item carries a `ttl` in the past (DynamoDB deletes lazily; DynamoDB Local never does). */
export function isExpired(item: { ttl?: number } | undefined, now = new Date()): boolean {
  return item?.ttl !== undefined && item.ttl <= epochSeconds(now);
}

/** Drops the single-table key attributes before an item leaves the data layer. */
export function stripKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'ttl'> {
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, GSI2PK: _g2, GSI2SK: _g2s, ttl: _ttl, ...rest } = item;
  return rest;
}
