import {
  communicationsPage,
  listCommunicationsQuery,
} from '@shared/communications/schemas/communications.js';
import { route } from '../../../platform/route.js';
import { listCommunicationsFor } from '../../service/communications-service.js';

/** GET /api/communications — the account's communications (type, status, customer, estimate, project filters). */
export const handler = route(
  { auth: 'communications.read', query: listCommunicationsQuery, response: communicationsPage },
  async ({ query, caller }) => listCommunicationsFor(caller, query),
);
