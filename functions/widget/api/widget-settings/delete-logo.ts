import { widgetSettings } from '@shared/widget/schemas/widget.js';
import { route } from '../../../platform/route.js';
import { deleteWidgetLogo } from '../../service/logo-service.js';

/** DELETE /api/widget-settings/logo — removes the widget's logo (the company logo shows again). */
export const handler = route({ auth: 'integrations.manage', response: widgetSettings }, async ({ caller }) =>
  deleteWidgetLogo(caller),
);
