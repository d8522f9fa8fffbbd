import { ratesResponse, saveRatesRequest } from '../../../shared/schemas/rates.js';
import { route } from '../../lib/route.js';
import { updateMyRates } from '../../lib/services/rates-service.js';

/** POST /api/rates/me — save the account's rates. */
export const handler = route(
  { auth: 'rates.write', body: saveRatesRequest, response: ratesResponse },
  async ({ body, caller }) => updateMyRates(caller, body),
);
