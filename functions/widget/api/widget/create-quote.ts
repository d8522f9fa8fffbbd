import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { widgetKeyPath, widgetQuote, widgetQuoteRequest } from '@shared/widget/schemas/widget.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { enterAddress } from '../../service/quote-service.js';

/** POST /api/widget/{key}/quotes — measures the address typed (a partial lead); no price yet. */
export const handler = publicRoute(
  {
    path: widgetKeyPath,
    body: widgetQuoteRequest,
    response: widgetQuote,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
  },
  async ({ path, body, event }) => enterAddress(path.key, body, clientAddress(event)),
);
