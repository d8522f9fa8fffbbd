import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@shared/accounts/schemas/auth.js';
import {
  inviteMemberResponse,
  listMembersResponse,
  type InviteMemberRequest,
} from '@shared/accounts/schemas/team.js';
import type { AccountRole } from '@shared/kernel/permissions.js';
import { apiRequest } from '../../../lib/api-client';

const TEAM_KEY = ['team', 'members'] as const;

/** GET /api/team/members — the team, page by page, with the plan's seats. */
export function useTeamMembers() {
  return useInfiniteQuery({
    queryKey: TEAM_KEY,
    queryFn: ({ pageParam }) =>
      apiRequest('/team/members', { query: { limit: 50, cursor: pageParam }, schema: listMembersResponse }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

function useTeamMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

/** POST /api/team/members — invite a teammate. */
export function useInviteMember() {
  return useTeamMutation((body: InviteMemberRequest) =>
    apiRequest('/team/members', { method: 'POST', body, schema: inviteMemberResponse }),
  );
}

/** PUT /api/team/members/{id} — change a member's role. */
export function useChangeRole() {
  return useTeamMutation(({ id, role }: { id: string; role: AccountRole }) =>
    apiRequest(`/team/members/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { role },
      schema: messageResponse,
    }),
  );
}

/** PUT /api/team/members/{id}/homeowner-phone — whether a crew member sees homeowners' phone numbers. */
export function useSetCrewPhone() {
  return useTeamMutation(({ id, allowed }: { id: string; allowed: boolean }) =>
    apiRequest(`/team/members/${encodeURIComponent(id)}/homeowner-phone`, {
      method: 'PUT',
      body: { crew_sees_homeowner_phone: allowed },
      schema: inviteMemberResponse,
    }),
  );
}

/** DELETE /api/team/members/{id} — remove a member. */
export function useRemoveMember() {
  return useTeamMutation((id: string) =>
    apiRequest(`/team/members/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageResponse }),
  );
}
