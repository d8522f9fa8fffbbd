import { funnelQuery, widgetFunnel } from '@shared/widget/schemas/widget.js';
import { route } from '../../../platform/route.js';
import { widgetFunnelFor } from '../../service/settings-service.js';

/** GET /api/widget-settings/funnel?month= — views → addresses → prices → contacts → proposals → signed. */
export const handler = route(
  { auth: 'reports.read', query: funnelQuery, response: widgetFunnel },
  async ({ query, caller }) => widgetFunnelFor(caller, query.month),
);
