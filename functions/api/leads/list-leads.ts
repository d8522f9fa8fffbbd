import { leadListQuery, leadListResponse } from '../../../shared/schemas/crm.js';
import { route } from '../../lib/route.js';
import { listLeads } from '../../lib/services/crm-service.js';

/** GET /api/leads/?status=&search=&limit=&cursor= — the CRM's leads, newest first (operators, users.read). */
export const handler = route(
  { auth: 'users.read', query: leadListQuery, response: leadListResponse },
  async ({ query }) => listLeads(query),
);
