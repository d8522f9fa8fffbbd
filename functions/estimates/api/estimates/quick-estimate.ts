import { MAX_PUBLIC_FORM_BYTES } from '@shared/kernel/constants.js';
import { quickEstimateQuery, quickEstimateResponse } from '@shared/estimates/schemas/estimates.js';
import { clientAddress } from '../../../platform/client-address.js';
import { publicRoute } from '../../../platform/route.js';
import { quickEstimate } from '../../service/quick-estimate.js';

/** POST /api/estimates/quick?address= — the landing page's live demo: measured and priced synchronously, rate-limited per client. */
export const handler = publicRoute(
  {
    response: quickEstimateResponse,
    query: quickEstimateQuery,
    maxBodyBytes: MAX_PUBLIC_FORM_BYTES,
  },
  async ({ query, event }) => quickEstimate(query.address, clientAddress(event)),
);
