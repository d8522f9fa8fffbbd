import { crmPath, gdprView } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { eraseGdprRequest } from '../../service/crm-service.js';

/** POST /api/gdpr/requests/{id}/erase — delete or anonymise the requester's data; recorded and audited (operators). */
export const handler = route(
  { auth: 'users.manage', path: crmPath, response: gdprView },
  async ({ path, caller }) => eraseGdprRequest(path.id, { userId: caller.userId, email: caller.user.email }),
);
