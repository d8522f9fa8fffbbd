import { sessionUser, type AuthResponse, type SessionUser } from '@shared/accounts/schemas/auth.js';

/** localStorage keys of the session (token, user and refresh data). */
export const SESSION_KEYS = {
  token: 'ridgeline.token',
  user: 'ridgeline.user',
  refreshToken: 'ridgeline.refresh_token',
  expiresAt: 'ridgeline.expires_at',
} as const;

/** The signed-in session as kept in the browser. */
export interface StoredSession {
  token: string;
  user: SessionUser;
  refreshToken: string | null;
  /** Epoch milliseconds when the access token expires; null when the server did not say. */
  expiresAt: number | null;
  /** The access token had already expired when this session was read from storage (a refresh must come first). */
  expired: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();
// `undefined` = not read from storage yet; `null` = signed out. One object per change so
// useSyncExternalStore sees a stable snapshot.
let current: StoredSession | null | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be disabled (privacy mode); the app then works for one page life
  }
}

function load(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(SESSION_KEYS.token);
  const rawUser = store?.getItem(SESSION_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user = sessionUser.parse(JSON.parse(rawUser));
    const stored = Number(store?.getItem(SESSION_KEYS.expiresAt));
    const expiresAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    return {
      token,
      user,
      refreshToken: store?.getItem(SESSION_KEYS.refreshToken) || null,
      expiresAt,
      expired: expiresAt !== null && expiresAt <= Date.now(),
    };
  } catch {
    return null; // a user record from an older build or hand-edited storage counts as signed out
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function write(next: StoredSession | null): void {
  current = next;
  const store = storage();
  if (store) {
    if (next) {
      store.setItem(SESSION_KEYS.token, next.token);
      store.setItem(SESSION_KEYS.user, JSON.stringify(next.user));
      if (next.refreshToken) store.setItem(SESSION_KEYS.refreshToken, next.refreshToken);
      else store.removeItem(SESSION_KEYS.refreshToken);
      if (next.expiresAt) store.setItem(SESSION_KEYS.expiresAt, String(next.expiresAt));
      else store.removeItem(SESSION_KEYS.expiresAt);
    } else {
      for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
    }
  }
  emit();
}

/** The current session, or null when signed out. */
export function getSession(): StoredSession | null {
  if (current === undefined) current = load();
  return current;
}

/** The bearer token for the API client, if signed in. */
export function getAccessToken(): string | null {
  return getSession()?.token ?? null;
}

/** Stores a login/signup/refresh answer; a refresh answer without a refresh token keeps the old one. */
export function saveSession(auth: AuthResponse, now: number = Date.now()): StoredSession {
  const next: StoredSession = {
    token: auth.access_token,
    user: auth.user,
    refreshToken: auth.refresh_token ?? getSession()?.refreshToken ?? null,
    expiresAt: auth.expires_in > 0 ? now + auth.expires_in * 1000 : null,
    expired: false,
  };
  write(next);
  return next;
}

/** Replaces the stored user with a fresher copy (from /auth/me). */
export function updateSessionUser(user: SessionUser): void {
  const session = getSession();
  if (session) write({ ...session, user });
}

/** Forgets the session everywhere (memory and storage). */
export function clearSession(): void {
  write(null);
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads storage, e.g. after another tab signed in or out, or when a test seeds localStorage. */
export function reloadSession(): void {
  current = load();
  emit();
}

if (typeof window !== 'undefined') {
  // Signing out in one tab signs out the others.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) reloadSession();
  });
}
