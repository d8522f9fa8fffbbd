import type { ZodMiniType as ZodType } from '@shared/kernel/zod.js';
import { REQUEST_TIMEOUT_MS } from '@shared/kernel/constants.js';

// The one fetch wrapper behind both API clients (api-client.ts for the signed-in area, public-fetch.ts
// for everything anonymous): 30 s timeout, JSON in and out, the server's `detail` as the message, and
// the answer checked against a zod schema when the caller gives one. It imports neither the session
// nor zod itself (only its type), so the public pages stay light.

/** Base path of every API call (docs/decisions.md: all API paths under /api). */
export const API_BASE = '/api';

/** Messages for failures that carry no usable server detail. */
export const API_MESSAGES = {
  timeout: 'Request timeout. Please check your connection.',
  notFound: 'Resource not found',
  server: 'Server error. Please try again later.',
  network: 'Unable to reach the server. Please check your connection.',
  badResponse: 'Unexpected response from the server. Please try again.',
} as const;

/** One field problem from a 400 answer. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * A failed API call: HTTP status (0 when no answer arrived), the human message, field issues,
 * whether the message is the server's own `detail` rather than one of the client's fallbacks, and
 * the parsed answer body (undefined when none arrived) for screens that read more than `detail`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly errors: FieldIssue[];
  readonly fromServer: boolean;
  readonly body: unknown;

  constructor(status: number, detail: string, errors: FieldIssue[] = [], fromServer = false, body?: unknown) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.errors = errors;
    this.fromServer = fromServer;
    this.body = body;
  }
}

/** Options of one call. */
export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (file uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates the answer; without it the answer is returned as `unknown` cast to T. */
  schema?: ZodType<T>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue) =>
    isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string'
      ? [{ path: issue.path, message: issue.message }]
      : [],
  );
}

function errorFromResponse(status: number, body: unknown): ApiError {
  const detail = isRecord(body) && typeof body.detail === 'string' && body.detail.trim() ? body.detail : null;
  const errors = isRecord(body) ? readIssues(body.errors) : [];
  // 5xx bodies are generic by design (the API never leaks internals), and a proxy's 502 has none.
  if (status >= 500) return new ApiError(status, API_MESSAGES.server, errors, false, body);
  if (detail) return new ApiError(status, detail, errors, true, body);
  if (status === 404) return new ApiError(status, API_MESSAGES.notFound, errors, false, body);
  return new ApiError(status, `Request failed (${status}). Please try again.`, errors, false, body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls `/api<path>` with extra `headers` (a client's credentials) and returns the (validated) answer; failures throw ApiError. */
export async function httpRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  // A form's Content-Type (with its boundary) is set by fetch itself.
  if (options.body !== undefined && !isForm) requestHeaders['Content-Type'] = 'application/json';

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: requestHeaders,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
    body = await readBody(response);
  } catch (error) {
    if (timedOut) throw new ApiError(0, API_MESSAGES.timeout);
    if (options.signal?.aborted) throw error; // the caller cancelled (e.g. TanStack Query); not a failure to show
    throw new ApiError(0, API_MESSAGES.network);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (!response.ok) throw errorFromResponse(response.status, body);
  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, API_MESSAGES.badResponse);
  return parsed.data;
}

/**
 * The message a screen shows for a failed call: the server's detail, or the client's timeout/offline
 * explanation, else the screen's own fallback ("server detail, or '…'").
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.fromServer || error.status === 0 ? error.detail : fallback;
}
