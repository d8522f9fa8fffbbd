import { contactListQuery, contactListResponse } from '../../../shared/schemas/crm.js';
import { route } from '../../lib/route.js';
import { listContacts } from '../../lib/services/crm-service.js';

/** GET /api/contact — spec 000's older client call: the same list as GET /api/contact/submissions (operators). */
export const handler = route(
  { auth: 'users.read', query: contactListQuery, response: contactListResponse },
  async ({ query }) => listContacts(query),
);
