import { readFileSync } from 'node:fs';
import { buildingInsights } from '../../shared/estimates/measurement/building-insights.js';
import { measureRoof } from '../../shared/estimates/measurement/measure-roof.js';
import { DEFAULT_RATES, priceEstimate } from '../../shared/estimates/pricing.js';
import { DEFAULT_PAYMENT_SCHEDULE } from '../../shared/documents/payment-schedule.js';
import {
  contractTerms,
  customerPricing,
  measurementSummary,
  PROPOSAL_TERMS,
  type ContractDocument,
  type ProposalDocument,
} from '../../shared/documents/proposal-document.js';
import { logoPng } from './png.js';

/** A proposal document for the fixture roof (measured by the real engine, priced with the default rates). */
export function proposalFixture(overrides: Partial<ProposalDocument> = {}): ProposalDocument {
  const insights = buildingInsights.parse(
    JSON.parse(readFileSync('test/fixtures/google/solar-building-insights-200.json', 'utf8')),
  );
  const measurement = measureRoof(insights, { now: new Date('2026-11-21T12:00:00Z') });
  const price = priceEstimate({
    areaSqft: measurement.adjustedAreaSqft,
    wastePercent: measurement.suggestedWastePercent,
    complexity: measurement.complexity,
    material: 'asphalt_shingles',
    rates: DEFAULT_RATES,
    discountPercent: 5,
  });
  return {
    reference: '01JDPROPOSAL0000000000000',
    estimateId: '01JDESTIMATE0000000000000',
    estimateVersion: 3,
    preparedAt: '2026-11-21T12:00:00.000Z',
    validUntil: '2026-12-21T12:00:00.000Z',
    validityDays: 30,
    company: {
      name: 'Summit Peak Roofing',
      phone: '(555) 010-2030',
      email: 'dana@summitpeak.example',
      address: null,
      licenseNumber: null,
      brandColour: null,
      logo: { bytes: logoPng(), type: 'png' },
      starterBranding: true,
      tier: 'starter',
    },
    customer: { name: 'Alex Homeowner', email: 'alex@example.com', phone: '(555) 010-9999' },
    propertyAddress: '1600 Amphitheatre Parkway, Mountain View, CA 94043',
    measurement: measurementSummary(measurement),
    pricing: customerPricing(price),
    scheduledInstallDate: '2027-01-15',
    terms: PROPOSAL_TERMS,
    paymentSchedule: DEFAULT_PAYMENT_SCHEDULE,
    warrantyYears: 5,
    branding: true,
    ...overrides,
  };
}

/** A contract for the fixture proposal. */
export function contractFixture(proposal = proposalFixture()): ContractDocument {
  return {
    contractId: '01JDCONTRACT0000000000000',
    proposal,
    acceptedAt: '2026-11-22T15:30:00.000Z',
    acceptedNotes: 'Please start after the holidays.',
    terms: contractTerms(proposal.warrantyYears),
    contractorSignature: {
      name: 'Dana Summit',
      title: 'Authorized representative of Summit Peak Roofing',
      signedAt: '2026-11-22T15:31:00.000Z',
    },
  };
}
