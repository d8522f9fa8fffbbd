import { crmPath, gdprView, updateGdprRequest } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { updateGdprRequest as changeGdprRequest } from '../../service/crm-service.js';

/** PUT /api/gdpr/requests/{id} {status, note} — progress or fulfil a GDPR request; audited (operators). */
export const handler = route(
  { auth: 'users.read', path: crmPath, body: updateGdprRequest, response: gdprView },
  async ({ path, body, caller }) =>
    changeGdprRequest(path.id, body, { userId: caller.userId, email: caller.user.email }),
);
