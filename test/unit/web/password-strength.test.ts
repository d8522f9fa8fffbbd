// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../../../shared/accounts/password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 0, 'Weak'],
    ['abcdefgh', 1, 'Weak'],
    ['abcdEFGH', 2, 'Fair'],
    ['abcdEFG1', 3, 'Good'],
    ['abcdEF1!', 4, 'Strong'],
    ['Ab1!', 3, 'Good'],
    ['12345678', 2, 'Fair'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('gives one point per rule, each on its own', () => {
    expect(passwordStrength('aaaaaaaa').score).toBe(1); // length only
    expect(passwordStrength('aB').score).toBe(1); // mixed case only
    expect(passwordStrength('7').score).toBe(1); // digit only
    expect(passwordStrength('#').score).toBe(1); // special only
  });

  it('needs both cases for the case point and does not count spaces as special', () => {
    expect(passwordStrength('ABCDEFGH').score).toBe(1);
    expect(passwordStrength('abc def').score).toBe(0);
  });
});
