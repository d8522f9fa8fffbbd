import { useMutation } from '@tanstack/react-query';
import { authResponse, type AuthResponse, type LoginRequest } from '@shared/accounts/schemas/auth.js';
import { publicRequest } from '../../../lib/public-fetch';

/** POST /api/auth/login — public, so a wrong password shows its own message instead of redirecting. */
export function login(body: LoginRequest): Promise<AuthResponse> {
  return publicRequest('/auth/login', { method: 'POST', body, schema: authResponse });
}

/** Mutation hook around `login`. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
