import { saveSettingsRequest, settingsResponse } from '@shared/accounts/schemas/settings.js';
import { route } from '../../../platform/route.js';
import { saveSettingsFor } from '../../service/settings-service.js';

/** PUT /api/settings — change the company details and defaults (team.manage). */
export const handler = route(
  { auth: 'team.manage', body: saveSettingsRequest, response: settingsResponse },
  async ({ body, caller }) => saveSettingsFor(caller, body),
);
