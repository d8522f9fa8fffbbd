import { crmExportResponse } from '@shared/operations/schemas/crm.js';
import { route } from '../../../platform/route.js';
import { exportPresaleOrders } from '../../service/presale-orders-export-service.js';

/** GET /api/crm/presale-orders/export — every presale order as CSV behind a short-lived link (operators, audited). */
export const handler = route(
  { auth: 'users.read', stepUp: true, response: crmExportResponse },
  async ({ caller }) => exportPresaleOrders({ userId: caller.userId, email: caller.user.email }),
);
