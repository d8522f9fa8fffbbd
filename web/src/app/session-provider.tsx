import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthResponse } from '@shared/accounts/schemas/auth.js';
import { hasRole as roleCheck } from '@shared/kernel/permissions.js';
import { meQuery, permissionsQuery, refreshSession, revokeSession } from '../features/auth/api/session';
import {
  clearSession,
  getSession,
  saveSession,
  subscribeSession,
  updateSessionUser,
  type StoredSession,
} from '../lib/session';
import { ApiError } from '../lib/api-client';
import { SessionContext, type LoginRedirectState, type SessionContextValue } from '../lib/session-context';

/** Refresh this long before the access token expires (or at half its remaining life if shorter). */
export const REFRESH_LEAD_MS = 60_000;

/** Milliseconds until the token should be refreshed. */
export function refreshDelay(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  if (remaining <= 0) return 0;
  // Half-life floor: a short-lived token must not make us refresh in a tight loop.
  return Math.min(Math.max(remaining - REFRESH_LEAD_MS, remaining / 2), 2 ** 31 - 1);
}

function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Keeps the session in sync with the API: loads user and permissions, refreshes the token, logs out on failure. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = session?.user.id ?? '';
  // An expired token with a refresh token waits for the refresh below instead of earning a 401.
  const tokenUsable = !!session && (!session.expired || !session.refreshToken);

  const me = useQuery({ ...meQuery(userId), enabled: tokenUsable });
  const permissions = useQuery({ ...permissionsQuery(userId), enabled: tokenUsable });

  const [signingOut, setSigningOut] = useState(false);
  // Bumped when the browser comes back online: a check or refresh that found no network runs again.
  const [reconnects, setReconnects] = useState(0);
  useEffect(() => {
    const onOnline = () => setReconnects((count) => count + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  const logout = useCallback(
    (notice?: string) => {
      setSigningOut(true);
      // Server-side too: the refresh token is revoked and the access token refused from now on (best
      // effort; the local session goes regardless).
      const stored = getSession();
      if (stored?.refreshToken) void revokeSession(stored.refreshToken, stored.token).catch(() => undefined);
      clearSession();
      queryClient.clear();
      if (notice) void navigate('/login', { state: { notice } satisfies LoginRedirectState });
      else void navigate('/');
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    if (me.data && session && JSON.stringify(me.data) !== JSON.stringify(session.user))
      updateSessionUser(me.data);
  }, [me.data, session]);

  // Loading the stored session failing signs out; a 401 was already handled by the API client
  // (session cleared, sent to /login). No network keeps the session unconfirmed until the browser is
  // back online (the crew app opens offline from the phone's copy: docs/decisions.md).
  useEffect(() => {
    const watched = [meQuery(userId).queryKey, permissionsQuery(userId).queryKey].map((key) => hashKey(key));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!watched.includes(event.query.queryHash)) return;
      if (event.action.error instanceof ApiError && [0, 401].includes(event.action.error.status)) return;
      logout();
    });
  }, [queryClient, userId, logout]);
  useEffect(() => {
    if (reconnects > 0 && userId) void queryClient.invalidateQueries({ queryKey: ['auth', userId] });
  }, [reconnects, userId, queryClient]);

  const refreshing = useRef(false);
  const refreshToken = session?.refreshToken;
  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (!refreshToken || !expiresAt) return;
    const timer = setTimeout(
      () => {
        if (refreshing.current) return;
        refreshing.current = true;
        refreshSession(refreshToken)
          .then((auth) => saveSession(auth))
          // No network: try again when the browser is back online; a refusal ends the session.
          .catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 0)) logout();
          })
          .finally(() => {
            refreshing.current = false;
          });
      },
      refreshDelay(expiresAt, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [refreshToken, expiresAt, logout, reconnects]);

  const login = useCallback(
    (auth: AuthResponse) => {
      saveSession(auth);
      queryClient.setQueryData(meQuery(auth.user.id).queryKey, auth.user);
    },
    [queryClient],
  );

  const value = useMemo<SessionContextValue>(() => {
    const granted = permissions.data ?? [];
    const user = session?.user ?? null;
    return {
      user,
      isAuthenticated: !!session,
      permissions: granted,
      permissionsStatus: !session ? 'signed-out' : permissions.data ? 'ready' : 'loading',
      hasPermission: (permission) => granted.includes(permission),
      hasRole: (role) => (user ? roleCheck(user.role_ids, role) : false),
      login,
      logout,
      signingOut,
    };
  }, [session, permissions.data, login, logout, signingOut]);

  return <SessionContext value={value}>{children}</SessionContext>;
}
