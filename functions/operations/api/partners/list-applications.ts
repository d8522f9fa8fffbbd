import { partnerListQuery, partnerListResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { listPartners } from '../../service/crm-service.js';

/** GET /api/partners/applications?status=&search= — partner applications for the CRM (operators). */
export const handler = route(
  { auth: 'users.read', query: partnerListQuery, response: partnerListResponse },
  async ({ query }) => listPartners(query),
);
