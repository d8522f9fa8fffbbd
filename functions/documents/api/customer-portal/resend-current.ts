import { resendCurrentResponse, tokenPath } from '@shared/documents/schemas/proposals.js';
import { clientAddress } from '../../../platform/client-address.js';
import { accepted } from '../../../platform/respond.js';
import { publicRoute } from '../../../platform/route.js';
import { resendCurrent } from '../../service/resend-current-service.js';

/** POST /api/customer-portal/proposal/{token}/resend-current — mail the newest proposal's link (202 either way). */
export const handler = publicRoute(
  { path: tokenPath, response: resendCurrentResponse },
  async ({ path, event }) => accepted(await resendCurrent(path.token, clientAddress(event))),
);
