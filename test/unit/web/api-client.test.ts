// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from '../../../shared/kernel/zod.js';
import { REQUEST_TIMEOUT_MS, STEP_UP_REQUIRED } from '../../../shared/kernel/constants';
import {
  API_MESSAGES,
  ApiError,
  apiRequest,
  errorMessage,
  setStepUpHandler,
  setUnauthorizedHandler,
} from '../../../web/src/lib/api-client';
import { publicRequest } from '../../../web/src/lib/public-fetch';
import { getSession, SESSION_KEYS } from '../../../web/src/lib/session';
import { resetWebTestState, seedSession, stubApi, stubSilentFetch } from './support';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(resetWebTestState);

  it('asks an operator for a fresh code when a route wants one, and tries the call again once confirmed', async () => {
    seedSession(undefined, 'token-abc');
    let calls = 0;
    stubApi({
      'GET /api/auth/users': () =>
        ++calls === 1
          ? { status: 403, body: { detail: STEP_UP_REQUIRED } }
          : { status: 200, body: { items: [] } },
    });
    const prompt = vi.fn(async () => true);
    setStepUpHandler(prompt);
    expect(await apiRequest('/auth/users')).toEqual({ items: [] });
    expect(prompt).toHaveBeenCalledTimes(1);

    // Cancelled: the call fails with the route's own message, and the session stays.
    calls = 0;
    setStepUpHandler(async () => false);
    const refused = await failure(apiRequest('/auth/users'));
    expect(refused.status).toBe(403);
    expect(refused.detail).toBe(STEP_UP_REQUIRED);
    expect(getSession()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
    setStepUpHandler(undefined);
  });

  it('sends JSON to /api with the bearer token of the session', async () => {
    seedSession(undefined, 'token-abc');
    const api = stubApi({
      'POST /api/auth/check-permission': {
        status: 200,
        body: { permission: 'team.manage', has_permission: true },
      },
    });
    const answer = await apiRequest('/auth/check-permission', {
      method: 'POST',
      body: { permission: 'team.manage' },
    });
    expect(answer).toEqual({ permission: 'team.manage', has_permission: true });
    const [call] = api.calls;
    expect(call.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.body).toEqual({ permission: 'team.manage' });
  });

  it('publicRequest sends no credentials', async () => {
    seedSession(undefined, 'token-abc');
    const api = stubApi({ 'POST /api/auth/login': { status: 200, body: {} } });
    await publicRequest('/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    expect(api.calls[0].headers.has('Authorization')).toBe(false);
  });

  it('a 401 on an authenticated call clears the session and goes to /login', async () => {
    seedSession();
    stubApi({ 'GET /api/auth/me': { status: 401, body: { detail: 'Token expired' } } });
    const error = await failure(apiRequest('/auth/me'));
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Token expired');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.user)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 on a public call (the login itself) keeps the page and just reports the detail', async () => {
    seedSession();
    stubApi({ 'POST /api/auth/login': { status: 401, body: { detail: 'Incorrect email or password' } } });
    const error = await failure(publicRequest('/auth/login', { method: 'POST', body: {} }));
    expect(error.detail).toBe('Incorrect email or password');
    expect(getSession()).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes the server detail and field issues through', async () => {
    stubApi({
      'POST /api/auth/signup': { status: 409, body: { detail: 'An account with this email already exists' } },
      'POST /api/auth/login': {
        status: 400,
        body: {
          detail: 'Invalid request',
          errors: [{ path: 'email', message: 'Please enter a valid email address' }],
        },
      },
    });
    const conflict = await failure(publicRequest('/auth/signup', { method: 'POST', body: {} }));
    expect(conflict).toMatchObject({
      status: 409,
      detail: 'An account with this email already exists',
      fromServer: true,
    });
    const invalid = await failure(publicRequest('/auth/login', { method: 'POST', body: {} }));
    expect(invalid.errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
    expect(errorMessage(conflict, 'fallback')).toBe('An account with this email already exists');
  });

  it('falls back to the spec messages for 404 and 5xx', async () => {
    stubApi({
      'GET /api/missing': { status: 404 },
      'GET /api/named-missing': { status: 404, body: { detail: 'Estimate not found' } },
      'GET /api/broken': { status: 500, body: { detail: 'Internal error' } },
      'GET /api/bad-gateway': { status: 502 },
    });
    expect((await failure(publicRequest('/missing'))).detail).toBe('Resource not found');
    expect((await failure(publicRequest('/named-missing'))).detail).toBe('Estimate not found');
    expect((await failure(publicRequest('/broken'))).detail).toBe('Server error. Please try again later.');
    expect((await failure(apiRequest('/bad-gateway'))).detail).toBe('Server error. Please try again later.');
    // Screens use their own fallback for these, not the generic client text.
    expect(errorMessage(await failure(publicRequest('/broken')), 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
  });

  it(`times out after ${REQUEST_TIMEOUT_MS} ms with the spec message`, async () => {
    vi.useFakeTimers();
    stubSilentFetch();
    const outcome = failure(publicRequest('/slow'));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.status).toBe(0);
    expect(error.detail).toBe(API_MESSAGES.timeout);
    expect(error.detail).toBe('Request timeout. Please check your connection.');
    expect(errorMessage(error, 'Login failed. Please try again.')).toBe(
      'Request timeout. Please check your connection.',
    );
  });

  it('rejects an answer that does not match the schema', async () => {
    stubApi({ 'GET /api/auth/permissions': { status: 200, body: { permissions: 'all' } } });
    const error = await failure(
      apiRequest('/auth/permissions', { schema: z.object({ permissions: z.array(z.string()) }) }),
    );
    expect(error.detail).toBe(API_MESSAGES.badResponse);
  });
});
