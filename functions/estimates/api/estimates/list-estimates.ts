import { estimatesPage, listEstimatesQuery } from '@shared/estimates/schemas/estimates.js';
import { route } from '../../../platform/route.js';
import { listEstimatesFor } from '../../service/estimates-service.js';

/** GET /api/estimates — the account's estimates, newest first (status, search, customer, cursor). */
export const handler = route(
  { auth: 'estimates.read', query: listEstimatesQuery, response: estimatesPage },
  async ({ query, caller }) => listEstimatesFor(caller, query),
);
