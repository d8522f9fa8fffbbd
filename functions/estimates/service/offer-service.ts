import { offerProblem, priceOffer, problemText, type EstimateOffer } from '@shared/estimates/offer.js';
import type { Estimate } from '@shared/estimates/schemas/estimates.js';
import type { OfferView, SaveOfferRequest } from '@shared/estimates/schemas/offer.js';
import type { Caller } from '../../platform/middleware/authenticate.js';
import { ConflictError, ValidationError } from '../../platform/errors.js';
import type { EstimateRecord } from '../data/estimates.js';
import { withEvents } from './estimate-records.js';
import { assertNotAccepted, loadEstimate } from './estimate-access.js';
import { offerSources } from './catalogue-service.js';
import { changeEstimate } from './estimates-service.js';
import { toEstimate } from './estimate-view.js';

// The offer on an estimate (docs/decisions.md, "The offer on an estimate"): stored as ids, priced live
// from the account's current catalogue and rates until a proposal freezes it.

const NOT_MEASURED = 'The roof has not been measured yet. Choose the proposal options once it is measured.';

/** An offer priced for the estimate screen (the roof's options and upgrades; none before it is measured). */
export async function offerViewOf(record: EstimateRecord): Promise<OfferView | null> {
  const offer = record.offer;
  if (!offer) return null;
  const ids = {
    line_ids: offer.lineIds,
    upgrade_ids: offer.upgradeIds,
    recommended_line_id: offer.recommendedLineId,
    financing_plan_ids: offer.financingPlanIds,
  };
  if (!record.measurement) return { ...ids, options: [], upgrades: [] };
  const { catalogue, rates, plans } = await offerSources(record.accountId);
  const priced = priceOffer(offer, record.measurement, catalogue, rates, plans, record.discountPercent);
  return {
    ...ids,
    options: priced.options.map(({ line, price, basis, recommended, financing }) => ({
      id: line.id,
      name: line.name,
      tier: line.tier,
      material: line.material,
      warranty: line.warranty,
      colours: line.colours,
      recommended,
      basis,
      price: {
        area_sqft: price.areaSqft,
        waste_percent: price.wastePercent,
        materials_cents: price.materialsCents,
        labor_cents: price.laborCents,
        subtotal_cents: price.subtotalCents,
        margin_cents: price.marginCents,
        total_cents: price.totalCents,
        discount_percent: price.discountPercent,
        discount_cents: price.discountCents,
        final_cents: price.finalCents,
      },
      total_cents: price.finalCents,
      as_low_as: financing && {
        plan_id: financing.plan.id,
        lender: financing.plan.lender,
        term_months: financing.plan.term_months,
        apr_percent: financing.plan.apr_percent,
        monthly_payment_cents: financing.paymentCents,
        disclosure: financing.disclosure,
      },
    })),
    upgrades: priced.upgrades.map(({ upgrade, quantity, priceCents, basis, available }) => ({
      id: upgrade.id,
      name: upgrade.name,
      description: upgrade.description,
      basis: upgrade.basis,
      basis_text: basis,
      quantity,
      price_cents: priceCents,
      available,
    })),
  };
}

/** The full estimate with its offer priced live (GET /api/estimates/{id} and PUT …/offer). */
export async function estimateWithOffer(record: EstimateRecord): Promise<Estimate> {
  return { ...toEstimate(record), offer: await offerViewOf(record) };
}

/** GET /api/estimates/{id}: one estimate with its measurement, price, timeline and offer. */
export async function getEstimateWithOfferFor(caller: Caller, estimateId: string): Promise<Estimate> {
  return estimateWithOffer(await loadEstimate(caller.accountId, estimateId));
}

/**
 * PUT /api/estimates/{id}/offer: replaces the estimate's offer. Every id must be in the account's
 * catalogue or plans (400 naming the field); refused (409) before the roof is measured and once accepted.
 */
export async function saveOfferFor(
  caller: Caller,
  estimateId: string,
  request: SaveOfferRequest,
): Promise<Estimate> {
  const offer: EstimateOffer = {
    lineIds: request.line_ids,
    upgradeIds: request.upgrade_ids,
    recommendedLineId: request.recommended_line_id,
    financingPlanIds: request.financing_plan_ids,
  };
  const { catalogue, plans } = await offerSources(caller.accountId);
  const problem = offerProblem(offer, catalogue, plans);
  if (problem) throw new ValidationError(problemText(problem));
  const at = new Date().toISOString();
  const saved = await changeEstimate(caller, estimateId, (record) => {
    assertNotAccepted(record, 'offer');
    if (!record.measurement) throw new ConflictError(NOT_MEASURED);
    const detail = `Proposal options set: ${offer.lineIds.length} of the catalogue's lines`;
    return {
      ...record,
      version: record.version + 1,
      offer,
      updatedAt: at,
      timeline: withEvents(record, { at, event: 'edited', detail }),
    };
  });
  return estimateWithOffer(saved);
}

/**
 * DELETE /api/estimates/{id}/offer: back to one price (the proposal offers the estimate's own price, as
 * before options). Refused (409) once accepted; removing no offer changes nothing.
 */
export async function removeOfferFor(caller: Caller, estimateId: string): Promise<Estimate> {
  const at = new Date().toISOString();
  const saved = await changeEstimate(caller, estimateId, (record) => {
    assertNotAccepted(record, 'offer');
    if (!record.offer) return record;
    return {
      ...record,
      version: record.version + 1,
      offer: null,
      updatedAt: at,
      timeline: withEvents(record, { at, event: 'edited', detail: 'Proposal options removed: one price' }),
    };
  });
  return estimateWithOffer(saved);
}
