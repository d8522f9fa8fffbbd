import { contactView, crmPath, updateContactRequest } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { markContactResponded } from '../../service/crm-service.js';

/** PUT /api/contact/submissions/{id} {responded: true} — Mark Responded; audited (operators). */
export const handler = route(
  { auth: 'users.read', path: crmPath, body: updateContactRequest, response: contactView },
  async ({ path, caller }) =>
    markContactResponded(path.id, { userId: caller.userId, email: caller.user.email }),
);
