import { useInfiniteQuery } from '@tanstack/react-query';
import { crmExportResponse } from '@shared/operations/schemas/crm.js';
import { presaleOrderListResponse } from '@shared/operations/schemas/presale-orders.js';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/crm/presale-orders — every paid presale order, newest first, page by page (the first carries the summary). */
export function usePresaleOrders() {
  return useInfiniteQuery({
    queryKey: ['crm', 'presale-orders'],
    queryFn: ({ pageParam }) =>
      apiRequest('/crm/presale-orders', {
        query: { limit: 50, cursor: pageParam },
        schema: presaleOrderListResponse,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** GET /api/crm/presale-orders/export — a short-lived link to every order as CSV. */
export function exportPresaleOrders() {
  return apiRequest('/crm/presale-orders/export', { schema: crmExportResponse });
}
