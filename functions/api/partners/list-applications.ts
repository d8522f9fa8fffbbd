import { partnerListQuery, partnerListResponse } from '../../../shared/schemas/crm.js';
import { route } from '../../lib/route.js';
import { listPartners } from '../../lib/services/crm-service.js';

/** GET /api/partners/applications?status=&search= — partner applications for the CRM (operators). */
export const handler = route(
  { auth: 'users.read', query: partnerListQuery, response: partnerListResponse },
  async ({ query }) => listPartners(query),
);
