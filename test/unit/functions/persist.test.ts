import { describe, expect, it } from 'vitest';
import { persistently } from '../../../functions/platform/persist.js';

describe('persistently', () => {
  it('tries again after failures and answers the first success', async () => {
    let tries = 0;
    const answer = await persistently(async () => {
      tries += 1;
      if (tries < 3) throw new Error(`try ${tries} failed`);
      return 'saved';
    });
    expect(answer).toBe('saved');
    expect(tries).toBe(3);
  });

  it('gives up after five tries with the last error', async () => {
    let tries = 0;
    await expect(
      persistently(async () => {
        tries += 1;
        throw new Error(`try ${tries} failed`);
      }),
    ).rejects.toThrow('try 5 failed');
    expect(tries).toBe(5);
  });
});
