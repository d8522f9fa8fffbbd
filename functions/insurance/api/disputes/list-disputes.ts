import { disputesPage, listDisputesQuery } from '@shared/insurance/schemas/disputes.js';
import { route } from '../../../platform/route.js';
import { listDisputesFor } from '../../service/disputes-service.js';

/** GET /api/disputes — a page of the account's disputes, optionally one status and one type. */
export const handler = route(
  { auth: 'disputes.read', query: listDisputesQuery, response: disputesPage },
  async ({ query, caller }) => listDisputesFor(caller, query),
);
