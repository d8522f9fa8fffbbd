// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSession, reloadSession, SESSION_KEYS } from '../../../web/src/lib/session';
import { adminUser, authAnswer, renderRoute, resetWebTestState, stubApi } from './support';

function seedExpiredSession() {
  localStorage.setItem(SESSION_KEYS.token, 'access-old');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(adminUser));
  localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(SESSION_KEYS.expiresAt, String(Date.now() - 1_000));
  reloadSession();
}

describe('session refresh', () => {
  afterEach(resetWebTestState);

  it('refreshes an expired access token before loading the user, and never sends the stale one', async () => {
    seedExpiredSession();
    const api = stubApi({
      'POST /api/auth/refresh': {
        status: 200,
        body: authAnswer(adminUser, { access_token: 'access-new', refresh_token: undefined }),
      },
      'GET /api/auth/me': { status: 200, body: adminUser },
      'GET /api/auth/permissions': { status: 200, body: { permissions: [] } },
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Dana' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/auth/me')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/refresh')[0].body).toEqual({ refresh_token: 'refresh-1' });
    expect(api.callsTo('GET /api/auth/me')[0].headers.get('Authorization')).toBe('Bearer access-new');
    expect(api.calls.some((call) => call.headers.get('Authorization') === 'Bearer access-old')).toBe(false);
    expect(getSession()).toMatchObject({ token: 'access-new', refreshToken: 'refresh-1' });
  });

  it('logs out when the refresh is refused', async () => {
    seedExpiredSession();
    stubApi({ 'POST /api/auth/refresh': { status: 401, body: { detail: 'Refresh token expired' } } });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
  });

  it('keeps the session when the refresh finds no network, and refreshes once the browser is back online', async () => {
    seedExpiredSession();
    let offline = true;
    const api = stubApi({
      'POST /api/auth/refresh': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return { status: 200, body: authAnswer(adminUser, { access_token: 'access-new' }) };
      },
      'GET /api/auth/me': { status: 200, body: adminUser },
      'GET /api/auth/permissions': { status: 200, body: { permissions: [] } },
    });
    renderRoute('/dashboard');
    await waitFor(() => expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(1));
    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Dana' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/refresh')).toHaveLength(2);
    expect(getSession()).toMatchObject({ token: 'access-new' });
  });

  it('keeps the session when checking it finds no network, and checks again once back online', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'access-1');
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(adminUser));
    localStorage.setItem(SESSION_KEYS.expiresAt, String(Date.now() + 3_600_000));
    reloadSession();
    let offline = true;
    const answer = (body: unknown) => () => {
      if (offline) throw new TypeError('Failed to fetch');
      return { status: 200, body };
    };
    const api = stubApi({
      'GET /api/auth/me': answer(adminUser),
      'GET /api/auth/permissions': answer({ permissions: [] }),
    });
    renderRoute('/dashboard');
    // The first try and the one retry fail; the session stays.
    await waitFor(() => expect(api.callsTo('GET /api/auth/permissions')).toHaveLength(2));
    expect(screen.getByText('Checking access…')).toBeTruthy();
    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Dana' })).toBeTruthy();
    expect(getSession()).toMatchObject({ token: 'access-1' });
  });
});
