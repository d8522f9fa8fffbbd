import { frozenOffer, headlineOption, type ProposalOffer } from '@shared/documents/proposal-offer.js';
import { priceOffer } from '@shared/estimates/offer.js';
import { ConflictError } from '../../platform/errors.js';
import { contentHash } from '../../platform/digest.js';
import { offerSources, type EstimateRecord } from '../../estimates/index.js';

// Sending freezes the estimate's offer (docs/decisions.md, "Sending freezes the offer").

const NO_OPTIONS_LEFT =
  'None of the proposal options is in your catalogue any more. Choose the options again before sending.';

/**
 * The estimate's offer priced now from the account's catalogue, rates and plans, frozen with the hash
 * of it and the proposal's terms; undefined for an estimate without an offer (one price, as before).
 */
export async function offerToFreeze(
  estimate: EstimateRecord,
  terms: readonly string[],
): Promise<ProposalOffer | undefined> {
  if (!estimate.offer || !estimate.measurement) return undefined;
  const { catalogue, rates, plans } = await offerSources(estimate.accountId);
  const priced = priceOffer(
    estimate.offer,
    estimate.measurement,
    catalogue,
    rates,
    plans,
    estimate.discountPercent,
  );
  if (priced.options.length === 0) throw new ConflictError(NO_OPTIONS_LEFT);
  const content = frozenOffer(priced);
  return { ...content, offerHash: contentHash({ ...content, terms }) };
}

/** The price a proposal with an offer lists: its recommended option's (or first option's) pricing. */
export function headlinePricing(offer: ProposalOffer) {
  return headlineOption(offer.options)!.pricing;
}
