import { ValidationError } from '../errors.js';

type Key = Record<string, string>;

/** A page of a list and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The opaque cursor of the next page (base64url JSON of DynamoDB's LastEvaluatedKey), or null on the last page. */
export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | null {
  return lastKey ? Buffer.from(JSON.stringify(lastKey), 'utf8').toString('base64url') : null;
}

/**
 * Decodes a cursor for a Query of one partition. It must name exactly `attributes` (all strings) and
 * carry the `partition` values of this query, so a cursor from another account's list is refused.
 */
export function decodeCursor(
  cursor: string | undefined,
  attributes: readonly string[],
  partition: Key,
): Key | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch (error) {
    throw new ValidationError('Invalid cursor', { cause: error });
  }
  const valid =
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    Object.keys(key).length === attributes.length &&
    attributes.every((name) => typeof (key as Key)[name] === 'string') &&
    Object.entries(partition).every(([name, value]) => (key as Key)[name] === value);
  if (!valid) throw new ValidationError('Invalid cursor');
  return key as Key;
}
