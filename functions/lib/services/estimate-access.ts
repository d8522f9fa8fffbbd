import type { EstimateRecord } from '../data/estimates.js';
import { getEstimate } from '../data/estimates.js';
import { ConflictError, NotFoundError } from '../errors.js';

/** Spec 001 §8: the detail screen's not-found message. */
export const ESTIMATE_NOT_FOUND = 'Estimate not found';

/** An estimate of the account; another account's id answers 404 exactly like a missing one. */
export async function loadEstimate(accountId: string, estimateId: string): Promise<EstimateRecord> {
  const estimate = await getEstimate(accountId, estimateId);
  if (!estimate) throw new NotFoundError(ESTIMATE_NOT_FOUND);
  return estimate;
}

/** The 409 when every retry of a change lost the race to another writer of the estimate. */
export function estimateBusy(cause: Error): ConflictError {
  return new ConflictError('This estimate is being changed by someone else. Please try again.', { cause });
}
