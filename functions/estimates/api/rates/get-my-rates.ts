import { ratesQuery, ratesResponse } from '@shared/estimates/schemas/rates.js';
import { route } from '../../../platform/route.js';
import { getMyRates } from '../../service/rates-service.js';

/** GET /api/rates/me — the account's rates (404: none saved, the defaults apply). */
export const handler = route(
  { auth: 'rates.read', query: ratesQuery, response: ratesResponse },
  async ({ query, caller }) => getMyRates(caller, query.user_id),
);
