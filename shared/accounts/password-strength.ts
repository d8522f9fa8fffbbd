import { PASSWORD_MIN_LENGTH } from '../kernel/constants.js';

/** The four labels the strength meter shows (docs/product.md#accounts). */
export const PASSWORD_STRENGTH_LABELS = ['Weak', 'Fair', 'Good', 'Strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/** A password's score (0–4) and its label. */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  label: PasswordStrengthLabel;
}

/**
 * Scores a password 0–4, one point each for: at least PASSWORD_MIN_LENGTH characters, both upper and
 * lower case letters, a digit, a special character (anything that is not a letter, digit or space).
 * Scores 0 and 1 are both 'Weak'. Pure, so the browser meter and the server can share it; it is a
 * hint for people, not a policy — the length rule is enforced by the `newPassword` schema.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    password.length >= PASSWORD_MIN_LENGTH,
    /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
    /\p{N}/u.test(password),
    /[^\p{L}\p{N}\s]/u.test(password),
  ];
  const score = checks.filter(Boolean).length as PasswordStrength['score'];
  return { score, label: PASSWORD_STRENGTH_LABELS[Math.max(0, score - 1)] };
}
