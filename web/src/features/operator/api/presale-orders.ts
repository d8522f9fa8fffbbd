import { useQuery } from '@tanstack/react-query';
import { presaleOrderListResponse } from '@shared/operations/schemas/presale-orders.js';
import { apiRequest } from '../../../lib/api-client';

/** How many of the newest orders the operator home shows. */
const LATEST = 3;

/** GET /api/crm/presale-orders?limit=3 — the newest presale orders with every order's count and takings. */
export function useLatestPresaleOrders() {
  return useQuery({
    queryKey: ['operator', 'presale-orders'],
    queryFn: () =>
      apiRequest('/crm/presale-orders', { query: { limit: LATEST }, schema: presaleOrderListResponse }),
  });
}
