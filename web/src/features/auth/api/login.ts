import { useMutation } from '@tanstack/react-query';
import {
  authResponse,
  loginResponse,
  type AuthResponse,
  type LoginRequest,
  type LoginResponse,
} from '@shared/accounts/schemas/auth.js';
import { publicRequest } from '../../../lib/public-fetch';

/** POST /api/auth/login — public, so a wrong password shows its own message instead of redirecting. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return publicRequest('/auth/login', { method: 'POST', body, schema: loginResponse });
}

/** Mutation hook around `login`. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** POST /api/auth/mfa — an operator's authenticator code after the password. */
export function verifyMfa(body: { mfa_token: string; code: string }): Promise<AuthResponse> {
  return publicRequest('/auth/mfa', { method: 'POST', body, schema: authResponse });
}
