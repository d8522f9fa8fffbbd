import { describe, expect, it } from 'vitest';
import { HUMAN_NUMBER_START, humanNumber } from '../../../shared/kernel/human-numbers.js';

describe('human numbers', () => {
  it('reads P-, C- and PA- followed by the running number, starting after 1000', () => {
    expect(humanNumber('proposal', HUMAN_NUMBER_START + 42)).toBe('P-1042');
    expect(humanNumber('contract', 1001)).toBe('C-1001');
    expect(humanNumber('partner-application', 1007)).toBe('PA-1007');
  });
});
