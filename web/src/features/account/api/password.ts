import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ChangePasswordRequest } from '@shared/accounts/schemas/auth.js';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/change-password — the Security section's real password change. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest('/auth/change-password', { method: 'POST', body, schema: messageResponse }),
  });
}
