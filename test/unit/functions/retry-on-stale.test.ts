import { describe, expect, it } from 'vitest';
import { retryOnConflict, VersionConflictError } from '../../../functions/platform/data/versioned.js';

const busy = (cause: Error) => new Error('busy', { cause });

describe('retryOnConflict', () => {
  it('runs the change again after a lost race and returns its result', async () => {
    let rounds = 0;
    const result = await retryOnConflict(async () => {
      rounds += 1;
      if (rounds < 3) throw new VersionConflictError();
      return 'saved';
    }, busy);
    expect(result).toBe('saved');
    expect(rounds).toBe(3);
  });

  it('gives up after the allowed rounds with the last lost race as the cause', async () => {
    let rounds = 0;
    const error = await retryOnConflict(
      async () => {
        rounds += 1;
        throw new VersionConflictError();
      },
      busy,
      4,
    ).catch((thrown: Error) => thrown);
    expect(rounds).toBe(4);
    expect(error.message).toBe('busy');
    expect(error.cause).toBeInstanceOf(VersionConflictError);
  });

  it('does not retry any other failure', async () => {
    let rounds = 0;
    await expect(
      retryOnConflict(async () => {
        rounds += 1;
        throw new Error('table is gone');
      }, busy),
    ).rejects.toThrow('table is gone');
    expect(rounds).toBe(1);
  });
});
