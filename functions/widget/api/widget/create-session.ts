import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { widgetKeyPath, widgetSession, widgetSessionRequest } from '@shared/widget/schemas/widget.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { startVisit } from '../../service/quote-service.js';

/** POST /api/widget/{key}/sessions — starts a visit on a listed website (403 naming an unlisted one). */
export const handler = publicRoute(
  {
    path: widgetKeyPath,
    body: widgetSessionRequest,
    response: widgetSession,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
  },
  async ({ path, body, event }) => startVisit(path.key, body.origin, clientAddress(event)),
);
