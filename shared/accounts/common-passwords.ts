import { COMMON_PASSWORDS_TEXT } from './common-passwords-list.js';

/** What a new password that is on the common list hears (sign-up, reset, invite and change). */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common and easy to guess. Choose another.';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the 10,000 most common, or one of them with digits and symbols added at
 * the end ("Password1!", "monkey123$"), ignoring case. Server-side only: the list stays out of the web
 * bundle (docs/decisions.md "Common passwords are refused").
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.replace(/[\d\W_]+$/u, ''));
}
