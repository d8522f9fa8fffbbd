import { saveWidgetSettingsRequest, widgetSettings } from '@shared/widget/schemas/widget.js';
import { route } from '../../../platform/route.js';
import { saveWidgetSettingsFor } from '../../service/settings-service.js';

/** PUT /api/widget-settings — saves the widget; the first save makes its public key. */
export const handler = route(
  { auth: 'integrations.manage', body: saveWidgetSettingsRequest, response: widgetSettings },
  async ({ body, caller }) => saveWidgetSettingsFor(caller, body),
);
