import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openSecret, sameSecret, sealSecret } from '../../../functions/platform/sealed-secret.js';
import { newSecureToken } from '../../../functions/platform/secure-token.js';

describe('a secret sealed under a link token (pending sign-up passwords)', () => {
  it('opens with its token only, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 256 }), (secret) => {
        const { token } = newSecureToken();
        const sealed = sealSecret(secret, token);
        expect(openSecret(sealed, token)).toBe(secret);
        expect(openSecret(sealed, newSecureToken().token)).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });

  it('never shows the secret, differs each time, and refuses tampered or cut data', () => {
    const { token } = newSecureToken();
    const first = sealSecret('Shingle-2026', token);
    expect(first).not.toContain('Shingle');
    expect(sealSecret('Shingle-2026', token)).not.toBe(first);
    const bytes = Buffer.from(first, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(openSecret(bytes.toString('base64url'), token)).toBeUndefined();
    expect(openSecret(first.slice(0, 20), token)).toBeUndefined();
    expect(openSecret('', token)).toBeUndefined();
  });

  it('compares secrets exactly', () => {
    expect(sameSecret('Shingle-2026', 'Shingle-2026')).toBe(true);
    expect(sameSecret('Shingle-2026', 'shingle-2026')).toBe(false);
    expect(sameSecret('', 'x')).toBe(false);
  });
});
