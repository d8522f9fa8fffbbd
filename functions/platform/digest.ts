import { createHash } from 'node:crypto';
import { canonicalJson } from '@shared/kernel/canonical-json.js';

/** Hex SHA-256 of a text (UTF-8). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Hex SHA-256 of a value's canonical JSON: equal for equal content, whatever its key order. */
export function contentHash(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
