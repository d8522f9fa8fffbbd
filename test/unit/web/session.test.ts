// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { refreshDelay, REFRESH_LEAD_MS } from '../../../web/src/app/session-provider';
import {
  clearSession,
  getSession,
  reloadSession,
  saveSession,
  SESSION_KEYS,
} from '../../../web/src/lib/session';
import { adminUser, authAnswer, resetWebTestState, seedSession } from './support';

describe('session store', () => {
  afterEach(resetWebTestState);

  it('keeps token, user, refresh token and expiry in localStorage', () => {
    saveSession(authAnswer(adminUser, { expires_in: 3600 }), 1_000);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('access-1');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? 'null')).toEqual(adminUser);
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe('refresh-1');
    expect(getSession()?.expiresAt).toBe(1_000 + 3_600_000);
  });

  it('a refresh answer without a refresh token keeps the previous one', () => {
    saveSession(authAnswer());
    saveSession(authAnswer(adminUser, { access_token: 'access-2', refresh_token: undefined }));
    expect(getSession()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-1' });
  });

  it('reads a previous visit from storage and clears it on logout', () => {
    seedSession();
    expect(getSession()?.user.first_name).toBe('Dana');
    clearSession();
    expect(getSession()).toBeNull();
    expect(Object.values(SESSION_KEYS).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('treats a malformed stored user as signed out', () => {
    localStorage.setItem(SESSION_KEYS.token, 't');
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...adminUser, role_ids: 'admin' }));
    reloadSession();
    expect(getSession()).toBeNull();
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(adminUser));
    reloadSession();
    expect(getSession()?.token).toBe('t');
  });
});

describe('refreshDelay', () => {
  it('refreshes a minute before expiry for normal tokens', () => {
    expect(refreshDelay(3_600_000, 0)).toBe(3_600_000 - REFRESH_LEAD_MS);
  });
  it('never loops on short tokens and refreshes at once when already expired', () => {
    expect(refreshDelay(30_000, 0)).toBe(15_000);
    expect(refreshDelay(1_000, 5_000)).toBe(0);
  });
});
