import { widgetSettings } from '@shared/widget/schemas/widget.js';
import { route } from '../../../platform/route.js';
import { getWidgetSettingsFor } from '../../service/settings-service.js';

/** GET /api/widget-settings — the account's website quote widget (defaults before the first save). */
export const handler = route({ auth: 'integrations.manage', response: widgetSettings }, async ({ caller }) =>
  getWidgetSettingsFor(caller),
);
