import { useQuery } from '@tanstack/react-query';
import { estimatesPage } from '@shared/estimates/schemas/estimates.js';
import { apiRequest } from '../../../lib/api-client';
import { useSessionReady } from '../../../lib/session-context';

// Under the estimates feature's list key, so creating, editing or deleting an estimate refreshes it.
const ALL_ESTIMATES_KEY = ['estimates', 'list', 'all'] as const;

/** Every estimate of the account (all pages of GET /api/estimates): the customers are grouped from them. */
export function useAllEstimates() {
  const ready = useSessionReady();
  return useQuery({
    enabled: ready,
    queryKey: ALL_ESTIMATES_KEY,
    queryFn: async ({ signal }) => {
      const rows = [];
      let cursor: string | undefined;
      do {
        const page = await apiRequest('/estimates', {
          query: { limit: 100, cursor },
          schema: estimatesPage,
          signal,
        });
        rows.push(...page.estimates);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      return rows;
    },
  });
}
