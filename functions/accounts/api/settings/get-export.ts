import { accountExportResponse, exportPath } from '@shared/accounts/schemas/settings.js';
import { route } from '../../../platform/route.js';
import { exportStatusFor } from '../../service/settings-service.js';

/** GET /api/settings/export/{id} — an export's progress and, once done, its download link. */
export const handler = route(
  { auth: 'team.manage', path: exportPath, response: accountExportResponse },
  async ({ path, caller }) => exportStatusFor(caller, path.id),
);
