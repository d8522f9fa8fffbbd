import { crmExportQuery, crmExportResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { exportCrm } from '../../service/crm-export-service.js';

/** GET /api/crm/export?tab=&status=&search= — the filtered set as CSV behind a short-lived link (operators). */
export const handler = route(
  { auth: 'users.read', stepUp: true, query: crmExportQuery, response: crmExportResponse },
  async ({ query, caller }) => exportCrm(query, { userId: caller.userId, email: caller.user.email }),
);
