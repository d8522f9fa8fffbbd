import { describe, expect, it } from 'vitest';
import { retryOnStale, StaleEstimateError } from '../../../functions/estimates/data/estimates.js';

const busy = (cause: Error) => new Error('busy', { cause });

describe('retryOnStale', () => {
  it('runs the change again after a lost race and returns its result', async () => {
    let rounds = 0;
    const result = await retryOnStale(async () => {
      rounds += 1;
      if (rounds < 3) throw new StaleEstimateError();
      return 'saved';
    }, busy);
    expect(result).toBe('saved');
    expect(rounds).toBe(3);
  });

  it('gives up after the allowed rounds with the last lost race as the cause', async () => {
    let rounds = 0;
    const error = await retryOnStale(
      async () => {
        rounds += 1;
        throw new StaleEstimateError();
      },
      busy,
      4,
    ).catch((thrown: Error) => thrown);
    expect(rounds).toBe(4);
    expect(error.message).toBe('busy');
    expect(error.cause).toBeInstanceOf(StaleEstimateError);
  });

  it('does not retry any other failure', async () => {
    let rounds = 0;
    await expect(
      retryOnStale(async () => {
        rounds += 1;
        throw new Error('table is gone');
      }, busy),
    ).rejects.toThrow('table is gone');
    expect(rounds).toBe(1);
  });
});
