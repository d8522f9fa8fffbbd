import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@shared/schemas/auth.js';
import { logoUploadResponse, profileResponse, subscriptionViewResponse, type UpdateProfileRequest } from '@shared/schemas/profile.js';
import { useSession } from '../../../app/session-provider';
import { apiRequest } from '../../../lib/api-client';

// The spec's calls carry `user_id`; the server checks it equals the signed-in user.

/** The profile query of one user. */
export function profileQuery(userId: string) {
  return queryOptions({ queryKey: ['profile', userId], queryFn: () => apiRequest('/profile/me', { query: { user_id: userId }, schema: profileResponse }) });
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
    queryFn: () => apiRequest('/profile/subscription', { query: { user_id: userId }, schema: subscriptionViewResponse }),
    enabled: Boolean(userId),
  });
}

function useProfileMutation<V, R>(call: (userId: string, variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: (variables: V) => call(userId, variables),
    // The header shows the name and company from /auth/me, so it refreshes too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['profile', userId] }), queryClient.invalidateQueries({ queryKey: ['auth', userId, 'me'] })]),
  });
}

/** PUT /api/profile/me — name, phone and (admins) company. */
export function useUpdateProfile() {
  return useProfileMutation((userId, body: UpdateProfileRequest) => apiRequest('/profile/me', { method: 'PUT', query: { user_id: userId }, body, schema: profileResponse }));
}

/** POST /api/profile/logo/upload — multipart `{file, user_id}`. */
export function useUploadLogo() {
  return useProfileMutation((userId, file: File) => {
    const form = new FormData();
    form.set('user_id', userId);
    form.set('file', file);
    return apiRequest('/profile/logo/upload', { method: 'POST', body: form, schema: logoUploadResponse });
  });
}

/** DELETE /api/profile/logo. */
export function useDeleteLogo() {
  return useProfileMutation((userId, _: void) => apiRequest('/profile/logo', { method: 'DELETE', query: { user_id: userId }, schema: messageResponse }));
}
