import { config } from '../../platform/config.js';
import { secretValue } from '../../platform/secrets.js';
import { GOOGLE_HOSTS, SIMULATOR_HEADER } from './constants.js';

/** Per-attempt timeout; the consumer's 30 s must hold a geocode and two Solar calls. */
export const GOOGLE_TIMEOUT_MS = 8_000;

/** Options of one provider call (tests shorten the pause before the single retry). */
export interface CallOptions {
  retryDelayMs?: number;
}

/** A raw answer: HTTP status, parsed JSON (or undefined) and whether the simulator produced it. */
export interface GoogleAnswer {
  status: number;
  body: unknown;
  simulated: boolean;
}

/** The URL of a Google API path with its query, on the configured base. */
export function googleUrl(
  host: keyof typeof GOOGLE_HOSTS,
  path: string,
  query: Record<string, string>,
): string {
  const base = (config.GOOGLE_API_BASE_URL ?? GOOGLE_HOSTS[host]).replace(/\/+$/, '');
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * GET with the key and the timeout; a network failure or timeout comes back as status 0. The key is
 * read on first use, not at import: the secrets extension answers only in Lambda's invoke phase.
 */
export async function googleGet(url: string): Promise<GoogleAnswer> {
  const keyed = new URL(url);
  const apiKey = await secretValue('GOOGLE_MAPS_API_KEY');
  if (apiKey) keyed.searchParams.set('key', apiKey);
  let response: Response;
  try {
    response = await fetch(keyed, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    });
  } catch {
    return { status: 0, body: undefined, simulated: false };
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, simulated: response.headers.get(SIMULATOR_HEADER) === '1' };
}

/** Waits before the one in-call retry. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
