import { useQueries, useQuery } from '@tanstack/react-query';
import { communicationsPage } from '@shared/communications/schemas/communications.js';
import { apiRequest } from '../../../lib/api-client';

/** Most insurance projects whose mails the Communications tab reads (one request each). */
const MAX_PROJECTS = 20;

/**
 * The Communications tab: the account's proposal communications (docs/product.md#communications) and the mails sent
 * about each insurance project (GET /api/communications?project_id=), newest first, once each.
 */
export function useClaimCommunications(projectIds: readonly string[], enabled: boolean) {
  const proposals = useQuery({
    queryKey: ['disputes', 'communications', 'proposal'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/communications', {
        query: { communication_type: 'proposal', limit: 50 },
        schema: communicationsPage,
        signal,
      }),
  });
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
  const all = [proposals, ...perProject];
  const seen = new Map(
    all.flatMap((query) => query.data?.communications ?? []).map((item) => [item.id, item] as const),
  );
  return {
    communications: [...seen.values()].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    isPending: all.some((query) => query.isPending && query.fetchStatus !== 'idle'),
    error: all.find((query) => query.error)?.error ?? null,
  };
}
