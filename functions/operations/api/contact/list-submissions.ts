import { contactListQuery, contactListResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { listContacts } from '../../service/crm-service.js';

/** GET /api/contact/submissions?status=&search= — the CRM's contact messages (operators, users.read). */
export const handler = route(
  { auth: 'users.read', query: contactListQuery, response: contactListResponse },
  async ({ query }) => listContacts(query),
);
