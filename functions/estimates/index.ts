/** What the estimates area offers the other areas: import it only through this file. */
export { type EstimateRecord, getEstimate } from './data/estimates.js';
export { listReportMonths, measurementsUsedIn, reportMonthUpdate } from './data/reports.js';
export { offerSources } from './service/catalogue-service.js';
export { loadEstimate } from './service/estimate-access.js';
export { type CustomerEstimate, newestEstimateByCustomerEmail } from './data/customer-estimates.js';
export { setEstimateFlags } from './service/estimate-flags.js';
export { createEstimateFor, estimatePageFor } from './service/estimates-service.js';
export { getEstimateWithOfferFor } from './service/offer-service.js';
export { recordDepositPaid, recordPaymentCollected, recordProposalEvent } from './service/report-events.js';
export { createWebsiteEstimate, type WebsiteLead } from './service/website-estimate.js';
export { measureAddress, type MeasuredAddress } from './service/measurement-service.js';
export { ProviderError } from './google/provider-error.js';
