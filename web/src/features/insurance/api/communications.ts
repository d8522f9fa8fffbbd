import { useQueries } from '@tanstack/react-query';
import { communicationsPage } from '@shared/communications/schemas/communications.js';
import { apiRequest } from '../../../lib/api-client';

/** Most insurance projects whose mails the Communications tab reads (one request each). */
const MAX_PROJECTS = 20;

/**
 * The Communications tab: the mails sent about the given insurance projects (GET
 * /api/communications?project_id=), newest first, once each; no other mail of the account.
 */
export function useClaimCommunications(projectIds: readonly string[], enabled: boolean) {
  const perProject = useQueries({
    queries: projectIds.slice(0, MAX_PROJECTS).map((projectId) => ({
      queryKey: ['disputes', 'communications', 'project', projectId],
      enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest('/communications', {
          query: { project_id: projectId, limit: 25 },
          schema: communicationsPage,
          signal,
        }),
    })),
  });
  const seen = new Map(
    perProject.flatMap((query) => query.data?.communications ?? []).map((item) => [item.id, item] as const),
  );
  return {
    communications: [...seen.values()].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    isPending: perProject.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    error: perProject.find((query) => query.error)?.error ?? null,
  };
}
