import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@shared/accounts/schemas/auth.js';
import {
  LOGO_MESSAGES,
  logoUploadResponse,
  logoUploadUrlResponse,
  profileResponse,
  subscriptionViewResponse,
  type UpdateProfileRequest,
} from '@shared/accounts/schemas/profile.js';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { UploadRefusedError, uploadToPresignedPost } from '../../../lib/presigned-upload';
import { useSession } from '../../../lib/session-context';

// The spec's calls carry `user_id`; the server checks it equals the signed-in user.

/** The profile query of one user. */
export function profileQuery(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId],
    queryFn: () => apiRequest('/profile/me', { query: { user_id: userId }, schema: profileResponse }),
  });
}

/** GET /api/profile/me — the signed-in user's profile with a short-lived logo link. */
export function useProfile() {
  const userId = useSession().user?.id ?? '';
  return useQuery({ ...profileQuery(userId), enabled: Boolean(userId) });
}

/** GET /api/profile/subscription — active, trial or free, and the tier. */
export function useSubscriptionView() {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: ['profile', userId, 'subscription'],
    queryFn: () =>
      apiRequest('/profile/subscription', { query: { user_id: userId }, schema: subscriptionViewResponse }),
    enabled: Boolean(userId),
  });
}

function useProfileMutation<V, R>(call: (userId: string, variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (variables: V) => call(userId, variables),
    // The header shows the name and company from /auth/me, so it refreshes too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile', userId] }),
        queryClient.invalidateQueries({ queryKey: ['auth', userId, 'me'] }),
      ]),
  });
}

/** PUT /api/profile/me — name, phone and (admins) company. */
export function useUpdateProfile() {
  return useProfileMutation((userId, body: UpdateProfileRequest) =>
    apiRequest('/profile/me', { method: 'PUT', query: { user_id: userId }, body, schema: profileResponse }),
  );
}

/** S3 error codes of a refused browser upload that mean the file is too big (or empty). */
const SIZE_REFUSALS = ['EntityTooLarge', 'EntityTooSmall'];

/** POST the file straight to S3 with the presigned form; S3 refuses files outside 1..5 MB itself. */
async function uploadToStorage(url: string, fields: Record<string, string>, file: File): Promise<void> {
  try {
    await uploadToPresignedPost({ url, fields }, file);
  } catch (error) {
    // A network failure rejects as a plain error, which the screen shows as its generic failure.
    if (!(error instanceof UploadRefusedError)) throw error;
    // Only a size refusal has a spec message; anything else is the screen's generic failure.
    if (SIZE_REFUSALS.includes(error.code)) throw new ApiError(error.status, LOGO_MESSAGES.size, [], true);
    throw new ApiError(error.status, error.message);
  }
}

/**
 * Upload a logo in two steps so 5 MB works on AWS too (Lambda caps request bodies at 6 MB, base64
 * included): ask for a presigned S3 form, send the file straight to S3, then have the API check it.
 */
export function useUploadLogo() {
  return useProfileMutation(async (userId, file: File) => {
    const target = await apiRequest('/profile/logo/upload-url', {
      method: 'POST',
      query: { user_id: userId },
      schema: logoUploadUrlResponse,
    });
    await uploadToStorage(target.upload_url, target.fields, file);
    return apiRequest('/profile/logo/confirm', {
      method: 'POST',
      query: { user_id: userId },
      body: { key: target.key },
      schema: logoUploadResponse,
    });
  });
}

/** DELETE /api/profile/logo. */
export function useDeleteLogo() {
  return useProfileMutation((userId, _: void) =>
    apiRequest('/profile/logo', { method: 'DELETE', query: { user_id: userId }, schema: messageResponse }),
  );
}
