import { randomBytes } from 'node:crypto';
import { sha256Hex } from './digest.js';

/** A new unguessable token (256 random bits, base64url) and the SHA-256 we store instead of it. */
export function newSecureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The stored form of a token: hex SHA-256 (a leaked table does not reveal usable links). */
export function hashToken(token: string): string {
  return sha256Hex(token);
}
