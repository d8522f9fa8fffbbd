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

/**
 * Where the sign-up form keeps its browser proof: the mailed link opened in this browser confirms
 * with it, in one click, instead of asking for the password again (docs/decisions.md).
 */
export const SIGNUP_PROOF_KEY = 'ridgeline.signup-proof';

/** 256 random bits, base64url (43 characters). */
function newBrowserProof(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The proof kept by this browser's last sign-up, if any (storage may be unavailable: then none). */
export function keptBrowserProof(): string | null {
  try {
    return localStorage.getItem(SIGNUP_PROOF_KEY);
  } catch {
    return null;
  }
}

/** Forget the kept proof once its sign-up is confirmed. */
export function forgetBrowserProof(): void {
  try {
    localStorage.removeItem(SIGNUP_PROOF_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * POST /api/auth/signup — mails a confirmation link; the account exists only once it is followed.
 * A fresh browser proof goes with it and is kept here, so the link opened in this browser needs no password.
 */
export function signup(body: SignupBody): Promise<{ message: string }> {
  let proof: string | undefined = newBrowserProof();
  try {
    localStorage.setItem(SIGNUP_PROOF_KEY, proof);
  } catch {
    proof = undefined; // No storage: the link will ask for the password.
  }
  return publicRequest('/auth/signup', {
    method: 'POST',
    body: { ...body, ...(proof && { browser_proof: proof }) },
    schema: messageResponse,
  });
}

/** Mutation hook around `signup`. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}

/** POST /api/auth/signup/confirm — the mailed link's token and the chosen password or this browser's proof: creates the account and signs in. */
export function confirmSignup(body: SignupConfirmRequest): Promise<AuthResponse> {
  return publicRequest('/auth/signup/confirm', { method: 'POST', body, schema: authResponse });
}

/** Mutation hook around `confirmSignup`. */
export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup });
}
