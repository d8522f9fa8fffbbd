import type { EstimateRecord } from '../data/estimates.js';
import { getEstimate } from '../data/estimates.js';
import { ConflictError, NotFoundError } from '../../platform/errors.js';

/** The detail screen's not-found message (docs/product.md#estimates). */
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

/** What a change refused after acceptance would have touched (it picks the 409's wording). */
export type AcceptedChange = 'price' | 'edit' | 'measurement' | 'offer';

/** The 409 details of {@link assertNotAccepted}. */
export const ACCEPTED_ESTIMATE_MESSAGES: Record<AcceptedChange, string> = {
  price: 'The customer has accepted this estimate, so its price can no longer change.',
  edit: 'The customer has accepted this estimate, so it can no longer be edited.',
  measurement: 'The customer has accepted this estimate, so its roof can no longer be measured again.',
  offer: 'The customer has accepted this estimate, so its proposal options can no longer change.',
};

/**
 * Refuses (409) a discount, re-price, edit or re-measure once the customer accepted a proposal: the
 * contract carries the accepted price, and a changed estimate would disagree with it.
 */
export function assertNotAccepted(record: EstimateRecord, change: AcceptedChange): void {
  if (record.accepted || record.acceptedProposalId)
    throw new ConflictError(ACCEPTED_ESTIMATE_MESSAGES[change]);
}
