import { gdprListQuery, gdprListResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { listGdprRequests } from '../../service/crm-service.js';

/** GET /api/gdpr/requests?status=&search= — GDPR requests with their due dates (operators, users.read). */
export const handler = route(
  { auth: 'users.read', query: gdprListQuery, response: gdprListResponse },
  async ({ query }) => listGdprRequests(query),
);
