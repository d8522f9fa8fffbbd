import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

// A secret kept only until a mailed link is followed (the password of a pending sign-up): sealed
// with AES-256-GCM under a key derived from the link's token, which we never store. The table alone
// cannot open it; only whoever holds the mailed link can.

const INFO = 'ridgeline-sealed-secret-v1';

function keyOf(token: string, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token, 'utf8'), salt, INFO, 32));
}

/** Seal a secret under a link token: base64url of salt, IV, tag and ciphertext. */
export function sealSecret(secret: string, token: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token, salt), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([salt, iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** Open a sealed secret with its link token; undefined when the token or the data does not fit. */
export function openSecret(sealed: string, token: string): string | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(token, bytes.subarray(0, 16)),
      bytes.subarray(16, 28),
    );
    decipher.setAuthTag(bytes.subarray(28, 44));
    return Buffer.concat([decipher.update(bytes.subarray(44)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Whether two secrets are equal, in a time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
