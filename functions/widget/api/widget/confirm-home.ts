import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { widgetConfirmRequest, widgetLeadPath, widgetPrices } from '@shared/widget/schemas/widget.js';
import { publicRoute } from '../../../platform/route.js';
import { confirmHome } from '../../service/quote-service.js';

/** POST /api/widget/{key}/quotes/{leadId}/confirm — "this is my home": prices, on a confident match only. */
export const handler = publicRoute(
  {
    path: widgetLeadPath,
    body: widgetConfirmRequest,
    response: widgetPrices,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
  },
  async ({ path, body }) => confirmHome(path.key, path.leadId, body),
);
