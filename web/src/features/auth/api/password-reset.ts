import { useMutation, useQuery } from '@tanstack/react-query';
import { verifyResetTokenResponse } from '@shared/accounts/schemas/auth.js';
import { publicRequest } from '../../../lib/public-fetch';

/** POST /api/auth/password-reset-request — emails a reset link if the address has an account. */
export function requestPasswordReset(body: { email: string }): Promise<unknown> {
  return publicRequest('/auth/password-reset-request', { method: 'POST', body });
}

/** POST /api/auth/verify-reset-token?token= — resolves (with the link's purpose and email) while the link is valid. */
export function verifyResetToken(token: string) {
  return publicRequest('/auth/verify-reset-token', {
    method: 'POST',
    query: { token },
    schema: verifyResetTokenResponse,
  });
}

/** POST /api/auth/password-reset-confirm — sets the new password. */
export function confirmPasswordReset(body: { token: string; new_password: string }): Promise<unknown> {
  return publicRequest('/auth/password-reset-confirm', { method: 'POST', body });
}

/** Mutation hook around `requestPasswordReset`. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Verifies a reset token once; a failure is final (no retries on an invalid link). */
export function useVerifyResetToken(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => verifyResetToken(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Mutation hook around `confirmPasswordReset`. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
