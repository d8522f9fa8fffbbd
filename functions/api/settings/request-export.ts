import { accountExportResponse } from '../../../shared/schemas/settings.js';
import { route } from '../../lib/route.js';
import { requestExportFor } from '../../lib/services/settings-service.js';

/** POST /api/settings/export — queue a whole-account export (JSON + CSV archive). */
export const handler = route({ auth: 'team.manage', response: accountExportResponse }, async ({ caller }) =>
  requestExportFor(caller),
);
