import { accountExportResponse } from '@shared/accounts/schemas/settings.js';
import { route } from '../../../platform/route.js';
import { requestExportFor } from '../../service/settings-service.js';

/** POST /api/settings/export — queue a whole-account export (JSON + CSV archive). */
export const handler = route({ auth: 'team.manage', response: accountExportResponse }, async ({ caller }) =>
  requestExportFor(caller),
);
