import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authResponse, type signupRequest, type AuthResponse } from '@shared/schemas/auth.js';
import { publicRequest } from '../../../lib/public-fetch';

/** The JSON body of POST /api/auth/signup (the schema's input: phone and company may be absent). */
export type SignupBody = z.input<typeof signupRequest>;

/** POST /api/auth/signup — creates the user (and their account) and signs them in. */
export function signup(body: SignupBody): Promise<AuthResponse> {
  return publicRequest('/auth/signup', { method: 'POST', body, schema: authResponse });
}

/** Mutation hook around `signup`. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
