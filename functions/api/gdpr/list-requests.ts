import { gdprListQuery, gdprListResponse } from '../../../shared/schemas/crm.js';
import { route } from '../../lib/route.js';
import { listGdprRequests } from '../../lib/services/crm-service.js';

/** GET /api/gdpr/requests?status=&search= — GDPR requests with their due dates (operators, users.read). */
export const handler = route(
  { auth: 'users.read', query: gdprListQuery, response: gdprListResponse },
  async ({ query }) => listGdprRequests(query),
);
