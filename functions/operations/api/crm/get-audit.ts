import { auditListResponse, auditPath } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { auditTrail } from '../../service/crm-service.js';

/** GET /api/crm/audit/{kind}/{id} — who changed a record, when, and from what to what (operators). */
export const handler = route(
  { auth: 'users.read', path: auditPath, response: auditListResponse },
  async ({ path }) => auditTrail(path.kind, path.id),
);
