import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AuthResponse, SessionUser } from '../../../shared/accounts/schemas/auth';
import { queryClient } from '../../../web/src/app/query-client';
import { routes } from '../../../web/src/app/router';
import { reloadSession, SESSION_KEYS } from '../../../web/src/lib/session';

// Route modules load lazily. On a 2-core machine shared with the integration runtime and the e2e browser,
// a first render has taken over 15 s (My Rates' first test, beside a browser test run); a wait that should
// fail still fails, only later, and inside the unit project's 30-s test timeout.
configure({ asyncUtilTimeout: 25_000 });

/** A signed-in admin as GET /api/auth/me returns it. */
export const adminUser: SessionUser = {
  id: 'user-1',
  email: 'dana@summitpeak.test',
  first_name: 'Dana',
  last_name: 'Reyes',
  phone: null,
  company: 'Summit Peak Roofing',
  account_id: 'account-1',
  role: 'admin',
  role_ids: ['account_admin'],
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
};

/** A login/signup answer for `user`. */
export function authAnswer(
  user: SessionUser = adminUser,
  overrides: Partial<AuthResponse> = {},
): AuthResponse {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'bearer',
    expires_in: 3600,
    user,
    ...overrides,
  };
}

/** Puts a session into localStorage the way a previous visit would have left it. */
export function seedSession(user: SessionUser = adminUser, token = 'access-1'): void {
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  localStorage.setItem(SESSION_KEYS.expiresAt, String(Date.now() + 3_600_000));
  reloadSession();
}

/** One recorded API call. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A canned answer, or a function of the call. */
export type ApiReply =
  | { status: number; body?: unknown }
  | ((call: ApiCall) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

/** Replaces global fetch with a table of `'METHOD /api/path'` → reply; unknown routes answer 404. */
export function stubApi(table: Record<string, ApiReply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const entry = table[`${call.method} ${call.path}`];
    const reply =
      typeof entry === 'function'
        ? await entry(call)
        : (entry ?? { status: 404, body: { detail: 'Not found' } });
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text || null, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** Replaces global fetch with one that never answers but, like the browser's, fails once aborted. */
export function stubSilentFetch(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    ),
  );
}

/** Mounts the real route table at `path` in a memory router. */
export function renderRoute(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

/** Resets everything a web test may have touched. */
export function resetWebTestState(): void {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  reloadSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}
