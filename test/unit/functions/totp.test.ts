import { describe, expect, it } from 'vitest';
import {
  base32Encode,
  matchingStep,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from '../../../functions/platform/totp.js';

// RFC 6238 Appendix B's SHA-1 seed, "12345678901234567890", as an authenticator app takes it (base32).
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

describe('authenticator codes (RFC 6238)', () => {
  it('gives the RFC test vectors, cut to six digits', () => {
    // Appendix B lists 8 digits: 94287082, 07081804, 14050471, 89005924, 69279037, 65353130.
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ];
    for (const [seconds, code] of vectors)
      expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('takes the code of this step or the next or last one, and refuses one already used or further off', () => {
    const now = new Date(1_800_000_000_000);
    const step = totpStep(now);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeUndefined();
    const spaced = totpCode(RFC_SECRET, step).replace(/^(\d{3})/, '$1 ');
    expect(matchingStep(RFC_SECRET, spaced, now)).toBe(step);
  });

  it('makes 160-bit secrets and an otpauth link that names the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(otpauthUri(secret, 'ops@ridgeline.test')).toBe(
      `otpauth://totp/Ridgeline%3Aops%40ridgeline.test?secret=${secret}&issuer=Ridgeline&algorithm=SHA1&digits=6&period=30`,
    );
  });
});
