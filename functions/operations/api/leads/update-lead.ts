import { crmPath, leadView, updateLeadRequest } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { updateLead } from '../../service/crm-service.js';

/** PUT /api/leads/{id} {status} — e.g. Mark Contacted; audited (operators, users.read). */
export const handler = route(
  { auth: 'users.read', path: crmPath, body: updateLeadRequest, response: leadView },
  async ({ path, body, caller }) =>
    updateLead(path.id, body.status, { userId: caller.userId, email: caller.user.email }),
);
