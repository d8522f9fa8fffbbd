import { ConflictError } from '../errors.js';
import { CONDITION_FAILED, TABLE, transactWrite, type TransactItem } from './table.js';

/**
 * A write conditioned on what was read lost the race: the record changed (or went) since. It is a
 * 409 as it stands; callers that retry catch it, and callers with words of their own pass them.
 */
export class VersionConflictError extends ConflictError {
  constructor(
    message = 'This record was changed meanwhile. Please refresh and try again.',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The Put of a record read at `expectedVersion`, refused when another write came first (for the caller's own transaction). */
export function versionedPut(item: Record<string, unknown>, expectedVersion: number): TransactItem {
  return {
    Put: {
      TableName: TABLE,
      Item: item,
      ConditionExpression: 'version = :expected',
      ExpressionAttributeValues: { ':expected': expectedVersion },
    },
  };
}

/** A `refused` of transactWrite: the first item's failed condition becomes VersionConflictError. */
export function conflictIfFirstFailed(message?: string) {
  return (reasons: string[], cause: Error): Error | undefined =>
    reasons[0] === CONDITION_FAILED ? new VersionConflictError(message, { cause }) : undefined;
}

/**
 * Put a record if its stored version is still `expectedVersion`, with `alongside` (counter updates,
 * audit entries) in the same transaction; throws VersionConflictError when another write came first.
 */
export async function putVersioned(
  item: Record<string, unknown>,
  expectedVersion: number,
  alongside: TransactItem[] = [],
): Promise<void> {
  await transactWrite([versionedPut(item, expectedVersion), ...alongside], conflictIfFirstFailed());
}

/**
 * Runs `attempt` (read, change, save) again while it loses the race to another writer, at most
 * `times` in all; then throws what `exhausted` makes of the last lost race.
 */
export async function retryOnConflict<T>(
  attempt: () => Promise<T>,
  exhausted: (cause: VersionConflictError) => Error,
  times = 5,
): Promise<T> {
  let lost: VersionConflictError | undefined;
  for (let round = 0; round < times; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      lost = error;
    }
  }
  throw exhausted(lost ?? new VersionConflictError());
}
