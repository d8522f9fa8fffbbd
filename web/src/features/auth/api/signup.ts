import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/kernel/zod.js';
import {
  authResponse,
  messageResponse,
  type signupRequest,
  type AuthResponse,
  type SignupConfirmRequest,
} from '@shared/accounts/schemas/auth.js';
import { publicRequest } from '../../../lib/public-fetch';

/** The JSON body of POST /api/auth/signup (the schema's input: phone and company may be absent). */
export type SignupBody = z.input<typeof signupRequest>;

/** POST /api/auth/signup — mails a confirmation link; the account exists only once it is followed. */
export function signup(body: SignupBody): Promise<{ message: string }> {
  return publicRequest('/auth/signup', { method: 'POST', body, schema: messageResponse });
}

/** Mutation hook around `signup`. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}

/** POST /api/auth/signup/confirm — the mailed link's token and the chosen password: creates the account and signs in. */
export function confirmSignup(body: SignupConfirmRequest): Promise<AuthResponse> {
  return publicRequest('/auth/signup/confirm', { method: 'POST', body, schema: authResponse });
}

/** Mutation hook around `confirmSignup`. */
export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup });
}
