import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps,
// 6 digits, the parameters every authenticator app uses by default (docs/decisions.md, "Operators
// sign in with a second factor").

const STEP_SECONDS = 30;
const DIGITS = 6;
/** Steps accepted either side of now: one, for a phone clock a little off and a code typed late. */
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps take secrets. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS);
}

/** The code of one step (RFC 4226 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * The step a typed code belongs to, within one step of now and after `usedStep` (a code is good once:
 * RFC 6238 §5.2), or undefined when it matches none.
 */
export function matchingStep(secret: string, code: string, now: Date, usedStep = 0): number | undefined {
  const typed = Buffer.from(code.replace(/\s/g, ''));
  const current = totpStep(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (step <= usedStep) continue;
    const expected = Buffer.from(totpCode(secret, step));
    if (typed.length === expected.length && timingSafeEqual(typed, expected)) return step;
  }
  return undefined;
}

/** The `otpauth://` link an authenticator app reads (Key Uri Format), for the enrolment screen. */
export function otpauthUri(secret: string, email: string): string {
  const label = encodeURIComponent(`Ridgeline:${email}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=Ridgeline&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
}
