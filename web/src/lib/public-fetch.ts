import { REQUEST_TIMEOUT_MS } from '@shared/domain/constants.js';

/**
 * A dependency-free JSON call for the public marketing pages. The full API client imports the
 * session (and with it zod); the landing page must stay small, so its few anonymous calls use this.
 * Messages follow spec 000 §8 for the public client.
 */
export class PublicFetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PublicFetchError';
  }
}

/** Spec 000 §8 messages of the public client. */
export const PUBLIC_MESSAGES = {
  notFound: 'Resource not found',
  server: 'Server error. Please try again later.',
  timeout: 'Request timeout. Please check your connection.',
  network: 'Unable to reach the server. Please check your connection.',
} as const;

/** Calls `/api<path>` without credentials and returns the JSON answer; failures throw PublicFetchError with a showable message. */
export async function publicFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; query?: Record<string, string> } = {},
): Promise<T> {
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api${path}${search}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    throw new PublicFetchError(
      0,
      controller.signal.aborted ? PUBLIC_MESSAGES.timeout : PUBLIC_MESSAGES.network,
    );
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const detail =
      typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string'
        ? (body as { detail: string }).detail
        : '';
    if (response.status >= 500) throw new PublicFetchError(response.status, PUBLIC_MESSAGES.server);
    if (detail) throw new PublicFetchError(response.status, detail);
    throw new PublicFetchError(
      response.status,
      response.status === 404
        ? PUBLIC_MESSAGES.notFound
        : `Request failed (${response.status}). Please try again.`,
    );
  }
  return body as T;
}
