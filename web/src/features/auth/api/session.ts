import { queryOptions } from '@tanstack/react-query';
import {
  authResponse,
  messageResponse,
  permissionsResponse,
  sessionUser,
  type AuthResponse,
} from '@shared/accounts/schemas/auth.js';
import { apiRequest } from '../../../lib/api-client';
import { publicRequest } from '../../../lib/public-fetch';

/** GET /api/auth/me — the signed-in user. */
export function getMe() {
  return apiRequest('/auth/me', { schema: sessionUser });
}

/** GET /api/auth/permissions — the caller's permission strings. */
export async function getPermissions(): Promise<string[]> {
  const answer = await apiRequest('/auth/permissions', { schema: permissionsResponse });
  return answer.permissions;
}

/** POST /api/auth/refresh — a new access token for a refresh token. */
export function refreshSession(refreshToken: string): Promise<AuthResponse> {
  return publicRequest('/auth/refresh', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    schema: authResponse,
  });
}

/** POST /api/auth/logout — ends the session: a copy of its refresh or access token no longer works. */
export function revokeSession(refreshToken: string, accessToken?: string): Promise<{ message: string }> {
  return publicRequest('/auth/logout', {
    method: 'POST',
    body: { refresh_token: refreshToken, access_token: accessToken },
    schema: messageResponse,
  });
}

/** Query of the current user, keyed per user so a different sign-in never reads another's cache. */
export function meQuery(userId: string) {
  return queryOptions({ queryKey: ['auth', userId, 'me'], queryFn: getMe, staleTime: 5 * 60_000 });
}

/** Query of the current user's permissions. */
export function permissionsQuery(userId: string) {
  return queryOptions({
    queryKey: ['auth', userId, 'permissions'],
    queryFn: getPermissions,
    staleTime: 5 * 60_000,
  });
}
