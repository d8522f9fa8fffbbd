// The signature of every delivery, Stripe-style (docs/webhooks.md#signature):
//   Ridgeline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
// Web Crypto only (no Node built-ins), so the same code signs in a Lambda and can verify anywhere.

/** The header carrying the signature. */
export const SIGNATURE_HEADER = 'Ridgeline-Signature';
/** The header carrying the event id, the same on every attempt and redelivery of one event. */
export const EVENT_ID_HEADER = 'Ridgeline-Event-Id';
/** How old a signature's timestamp may be before a receiver refuses it (replay protection). */
export const DEFAULT_TOLERANCE_SECONDS = 300;
/** The prefix of every signing secret. */
export const SECRET_PREFIX = 'whsec_';

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Equal strings in a time that depends only on their length, not on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The `Ridgeline-Signature` value of a raw body signed with `secret` at `timestamp` (unix seconds). */
export async function signatureHeader(secret: string, timestamp: number, body: string): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** Why a signature was refused, or `ok`. */
export type VerifyResult = 'ok' | 'malformed' | 'stale' | 'mismatch';

/**
 * Checks a `Ridgeline-Signature` header against the raw body and a secret: the timestamp must be
 * within `toleranceSeconds` of `now` (either way) and one `v1` must match, compared in constant time.
 */
export async function verifySignature(
  header: string,
  body: string,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): Promise<VerifyResult> {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name, value]) => name === 'v1' && value).map(([, value]) => value);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return 'malformed';
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return 'stale';
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  return signatures.some((signature) => constantTimeEqual(signature, expected)) ? 'ok' : 'mismatch';
}
