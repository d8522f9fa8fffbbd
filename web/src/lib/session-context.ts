import { createContext, use } from 'react';
import type { AuthResponse, SessionUser } from '@shared/accounts/schemas/auth.js';

/** What the signed-in area knows about the session. */
export interface SessionContextValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  permissions: readonly string[];
  /** 'loading' until /auth/permissions has answered for this user. */
  permissionsStatus: 'signed-out' | 'loading' | 'ready';
  hasPermission: (permission: string) => boolean;
  hasRole: (role: string) => boolean;
  /** Stores a login/signup answer; the caller navigates. */
  login: (auth: AuthResponse) => void;
  /** Clears the session everywhere (the refresh token is revoked) and goes to the landing page, or to /login with a notice. */
  logout: (notice?: string) => void;
  /** True from logout until the landing page replaces this area, so guards do not bounce to /login. */
  signingOut: boolean;
}

/** Where the login page sends the user back to (router location state). */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
  /** Why the user was sent to sign in (e.g. their password was changed). */
  notice?: string;
}

/** The session of the signed-in area; the app's session provider fills it. */
export const SessionContext = createContext<SessionContextValue | null>(null);

/** The session of the signed-in area; must be used under the app's session provider. */
export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** True once the session is confirmed (an expired token has been refreshed), so no call goes out with a stale token. */
export function useSessionReady(): boolean {
  return useSession().permissionsStatus === 'ready';
}
