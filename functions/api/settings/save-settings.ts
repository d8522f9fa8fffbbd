import { saveSettingsRequest, settingsResponse } from '../../../shared/schemas/settings.js';
import { route } from '../../lib/route.js';
import { saveSettingsFor } from '../../lib/services/settings-service.js';

/** PUT /api/settings — change the company details and defaults (team.manage). */
export const handler = route(
  { auth: 'team.manage', body: saveSettingsRequest, response: settingsResponse },
  async ({ body, caller }) => saveSettingsFor(caller, body),
);
