import { logoConfirmRequest } from '@shared/accounts/schemas/profile.js';
import { widgetSettings } from '@shared/widget/schemas/widget.js';
import { route } from '../../../platform/route.js';
import { confirmWidgetLogo } from '../../service/logo-service.js';

/** POST /api/widget-settings/logo/confirm `{key}` — checks the upload's bytes and makes it the widget's logo. */
export const handler = route(
  { auth: 'integrations.manage', body: logoConfirmRequest, response: widgetSettings },
  async ({ body, caller }) => confirmWidgetLogo(caller, body.key),
);
