import { contactListQuery, contactListResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { listContacts } from '../../service/crm-service.js';

/** GET /api/contact — an older client call (docs/product.md#operations): the same list as GET /api/contact/submissions (operators). */
export const handler = route(
  { auth: 'users.read', query: contactListQuery, response: contactListResponse },
  async ({ query }) => listContacts(query),
);
