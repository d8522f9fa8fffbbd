import { crmExportQuery, crmExportResponse } from '../../../shared/schemas/crm.js';
import { route } from '../../lib/route.js';
import { exportCrm } from '../../lib/services/crm-export-service.js';

/** GET /api/crm/export?tab=&status=&search= — the filtered set as CSV behind a short-lived link (operators). */
export const handler = route(
  { auth: 'users.read', query: crmExportQuery, response: crmExportResponse },
  async ({ query }) => exportCrm(query),
);
