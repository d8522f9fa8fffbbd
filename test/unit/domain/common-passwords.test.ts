import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../shared/accounts/common-passwords';

describe('isCommonPassword', () => {
  it('finds a listed password in any case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
  });

  it('finds a listed word with digits and symbols added at the end', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('monkey123$')).toBe(true);
    expect(isCommonPassword('Sunshine_2024')).toBe(true);
  });

  it('lets through passwords that are not built on a listed one', () => {
    expect(isCommonPassword('Shingle-2026')).toBe(false);
    expect(isCommonPassword('RidgelineDemo1!')).toBe(false);
    // Only a suffix is stripped: a listed word inside a longer one does not count.
    expect(isCommonPassword('1password-ridge')).toBe(false);
  });
});
