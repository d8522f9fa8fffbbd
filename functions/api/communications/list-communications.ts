import { communicationsPage, listCommunicationsQuery } from '../../../shared/schemas/communications.js';
import { route } from '../../lib/route.js';
import { listCommunicationsFor } from '../../lib/services/communications-service.js';

/** GET /api/communications — the account's communications (type, status, customer, estimate, project filters). */
export const handler = route(
  { auth: 'communications.read', query: listCommunicationsQuery, response: communicationsPage },
  async ({ query, caller }) => listCommunicationsFor(caller, query),
);
