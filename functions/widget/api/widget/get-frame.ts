import { frameQuery, widgetKeyPath } from '@shared/widget/schemas/widget.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { framePage } from '../../service/frame-page.js';

/** GET /api/widget/{key}/frame — the iframe page, framed only by the account's websites (HTML). */
export const handler = publicRoute(
  { path: widgetKeyPath, query: frameQuery },
  async ({ path, query, event }) => framePage(path.key, event, query, clientAddress(event)),
);
