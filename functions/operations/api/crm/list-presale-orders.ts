import {
  presaleOrderListQuery,
  presaleOrderListResponse,
} from '@shared/operations/schemas/presale-orders.js';
import { route } from '../../../platform/route.js';
import { listPresaleOrderViews } from '../../service/presale-orders-service.js';

/** GET /api/crm/presale-orders?limit=&cursor= — every paid presale order, newest first (operators, users.read). */
export const handler = route(
  { auth: 'users.read', query: presaleOrderListQuery, response: presaleOrderListResponse },
  async ({ query }) => listPresaleOrderViews(query),
);
