import { ValidationError } from '../errors.js';

type Key = Record<string, string>;

/** A page of a list and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Each page of a cursor-paged list, first to last: `read` gets the cursor of the page before (none for the first). */
export async function* everyPage<T>(
  read: (cursor: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T[]> {
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
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
