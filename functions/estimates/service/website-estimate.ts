import { formatCents } from '@shared/kernel/format.js';
import type { EstimateOffer } from '@shared/estimates/offer.js';
import { getAccount, entitlementsOf } from '../../accounts/index.js';
import { getEstimate, putEstimate, saveEstimate, type EstimateRecord } from '../data/estimates.js';
import { MeasurementQuotaError, saveMeasuredEstimate } from '../data/measurement-usage.js';
import { persistently } from '../../platform/persist.js';
import { currentRates } from './catalogue-service.js';
import { newEstimate, withEvents, type EstimateCustomer } from './estimate-records.js';
import { priceMeasurement, type MeasuredAddress } from './measurement-service.js';
import { recordEstimateCreated } from './report-events.js';

// An estimate made from a lead of the website quote widget (docs/product.md#widget): the roof the
// homeowner confirmed is already measured, so the estimate starts measured and priced with the
// account's rates, counted against the plan's monthly measurements like any other.

/** What the widget hands over. */
export interface WebsiteLead {
  accountId: string;
  /** The member who owns the widget's leads. */
  ownerUserId: string;
  customer: EstimateCustomer;
  /** The roof measured for the widget; null when none was found or matched (the contractor measures it later). */
  measured: MeasuredAddress | null;
  /** Why there is no measurement, for the estimate page (a default when not given). */
  unmeasuredReason?: string;
  /** The options the homeowner saw, the one they looked at recommended. */
  offer: EstimateOffer | null;
  /** The timeline's note of where it came from, e.g. "Website quote on https://www.example.com". */
  createdBy: string;
}

const NOT_FOUND =
  'No roof was found for this address in the website quote. Check the address and retry the measurement.';

/** The new estimate's id. Written once: a retry with the same `estimateId` finds it done. */
export async function createWebsiteEstimate(lead: WebsiteLead, estimateId?: string): Promise<string> {
  const at = new Date().toISOString();
  const fresh = newEstimate(
    { accountId: lead.accountId, userId: lead.ownerUserId },
    lead.customer,
    lead.createdBy,
    at,
  );
  const base: EstimateRecord = {
    ...fresh,
    estimateId: estimateId ?? fresh.estimateId,
    source: 'website',
    offer: lead.measured ? lead.offer : null,
    // Measuring until the measurement is saved below (a lost second write leaves it stuck, and a
    // stuck measurement can be retried from the estimate page).
    measurementStatus: lead.measured ? 'measuring' : 'failed',
    measurementError: lead.measured ? null : (lead.unmeasuredReason ?? NOT_FOUND),
    timeline: [{ at, event: 'created', detail: lead.createdBy }],
  };
  if (await getEstimate(base.accountId, base.estimateId)) return base.estimateId;
  await persistently(() => putEstimate(base));
  await recordEstimateCreated(base.accountId, base.estimateId, new Date(at));
  if (!lead.measured) return base.estimateId;

  const { measurement, location, simulated } = lead.measured;
  const rates = await currentRates(lead.accountId);
  const pricing = priceMeasurement(measurement, rates, null, null);
  const detail = `${Math.round(measurement.adjustedAreaSqft).toLocaleString('en-US')} ft² measured on the website, priced at ${formatCents(pricing.finalCents)}`;
  const measured: EstimateRecord = {
    ...base,
    version: base.version + 1,
    measurementStatus: 'measured',
    measurementError: null,
    simulated,
    location,
    measurement,
    rates,
    pricing,
    finalCents: pricing.finalCents,
    measuredAt: at,
    timeline: withEvents(base, { at, event: 'measured', detail }),
  };
  const account = await getAccount(lead.accountId);
  const limit = account ? entitlementsOf(account).monthlyMeasurements : null;
  try {
    await saveMeasuredEstimate(base, measured, { month: at.slice(0, 7), limit });
  } catch (error) {
    if (!(error instanceof MeasurementQuotaError)) throw error;
    const reason =
      'The plan’s roof measurements for this month are used up, so the website measurement was not kept. Retry the measurement next month or after upgrading.';
    await saveEstimate(base, {
      ...base,
      version: base.version + 1,
      offer: null,
      measurementStatus: 'failed',
      measurementError: reason,
      timeline: withEvents(base, { at, event: 'failed', detail: reason }),
    });
  }
  return base.estimateId;
}
