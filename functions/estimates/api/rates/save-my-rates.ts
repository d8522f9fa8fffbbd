import { ratesResponse, saveRatesRequest } from '@shared/estimates/schemas/rates.js';
import { route } from '../../../platform/route.js';
import { updateMyRates } from '../../service/rates-service.js';

/** POST /api/rates/me — save the account's rates. */
export const handler = route(
  { auth: 'rates.write', body: saveRatesRequest, response: ratesResponse },
  async ({ body, caller }) => updateMyRates(caller, body),
);
