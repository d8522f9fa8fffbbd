import { crmPath, partnerView, updatePartnerRequest } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { updatePartnerStatus } from '../../service/crm-service.js';

/** PUT /api/partners/applications/{id}/status {status} — pending → under_review → approved/rejected, mailing the applicant. */
export const handler = route(
  { auth: 'users.read', path: crmPath, body: updatePartnerRequest, response: partnerView },
  async ({ path, body, caller }) =>
    updatePartnerStatus(path.id, body.status, { userId: caller.userId, email: caller.user.email }),
);
