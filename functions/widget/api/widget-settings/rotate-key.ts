import { widgetSettings } from '@shared/widget/schemas/widget.js';
import { route } from '../../../platform/route.js';
import { rotateWidgetKeyFor } from '../../service/settings-service.js';

/** POST /api/widget-settings/rotate-key — a new public key; the old one answers 404 from now on. */
export const handler = route({ auth: 'integrations.manage', response: widgetSettings }, async ({ caller }) =>
  rotateWidgetKeyFor(caller),
);
