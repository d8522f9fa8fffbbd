import { leadListQuery, leadListResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { listLeads } from '../../service/crm-service.js';

/** GET /api/leads/?status=&search=&limit=&cursor= — the CRM's leads, newest first (operators, users.read). */
export const handler = route(
  { auth: 'users.read', query: leadListQuery, response: leadListResponse },
  async ({ query }) => listLeads(query),
);
