import { createHash, createHmac } from 'node:crypto';
import { canonicalJson } from '@shared/kernel/canonical-json.js';

/** Hex SHA-256 of a text (as UTF-8) or of bytes (a file's digest). */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Hex SHA-256 of a value's canonical JSON: equal for equal content, whatever its key order. */
export function contentHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/** Cognito's SECRET_HASH: base64 HMAC-SHA256 of user name + client id, keyed with the app client's secret. */
export function secretHash(clientSecret: string, username: string, clientId: string): string {
  return createHmac('sha256', clientSecret)
    .update(username + clientId)
    .digest('base64');
}
