import type { RatesResponse, SaveRatesRequest } from '@shared/estimates/schemas/rates.js';
import { getRates, saveRates } from '../data/rates.js';
import { NotFoundError } from '../../platform/errors.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { assertOwnUserId } from '../../platform/own-user-id.js';

/** GET /api/rates/me: the account's saved rates; 404 means "use the defaults" (docs/product.md#estimates). */
export async function getMyRates(caller: Caller, userId: string | undefined): Promise<RatesResponse> {
  assertOwnUserId(userId, caller);
  const saved = await getRates(caller.accountId);
  if (!saved) throw new NotFoundError('No saved rates yet; the default rates apply.');
  return { rates: saved.rates, updated_at: saved.updatedAt };
}

/** POST /api/rates/me: saves the account's rates; new estimates (and explicit re-pricing) use them. */
export async function updateMyRates(caller: Caller, request: SaveRatesRequest): Promise<RatesResponse> {
  assertOwnUserId(request.user_id, caller);
  const updatedAt = new Date().toISOString();
  await saveRates(caller.accountId, { rates: request.rates, updatedAt, updatedBy: caller.userId });
  return { rates: request.rates, updated_at: updatedAt };
}
