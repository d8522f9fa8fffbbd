import type { Measurement } from '../estimates/measurement/types.js';
import { pitchRows, roofSquares } from '../estimates/measurement/roof-area.js';
import { ROOF_MATERIAL_LABELS, type PriceBreakdown, type RoofMaterial } from '../estimates/pricing.js';
import type { PlanTier } from '../kernel/constants.js';
import { formatSqft } from '../kernel/format.js';
import type { DocumentLogo } from '../kernel/image-type.js';
import type { ProposalChoice } from './proposal-choice.js';
import { warrantyPeriod, type PaymentSchedule } from './payment-schedule.js';

// The typed view model every customer-facing document is drawn from (proposal PDF, measurement
// report, contract, signed contract, portal page). Builders here are pure; the PDF renderers in
// functions/lib/pdf only lay it out.

/** The contractor as the homeowner sees them. */
export interface DocumentCompany {
  name: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** The contractor's license number from Settings (docs/product.md#documents), printed with the contact details. */
  licenseNumber: string | null;
  /** Settings' brand colour (`#rrggbb`) that tints the document headings; null keeps ours. */
  brandColour: string | null;
  logo: DocumentLogo | null;
  tier: PlanTier;
  /** "Created by Ridgeline" on the portal and PDFs, as the plan-enforcement function decides. */
  starterBranding: boolean;
}

/** The homeowner. */
export interface DocumentCustomer {
  name: string;
  email: string | null;
  phone: string | null;
}

/** One roof plane as drawn and tabled: pitch x/12, sloped area, outline in plan metres (x east, y north). */
export interface DocumentFacet {
  index: number;
  pitch: number;
  areaSqft: number;
  direction: string;
  outline: [number, number][];
  center: [number, number];
}

/** The measurement part of a document. */
export interface MeasurementSummary {
  totalAreaSqft: number;
  adjustedAreaSqft: number;
  squares: number;
  predominantPitch: number;
  roofType: string;
  complexity: string;
  facets: DocumentFacet[];
  extent: { minX: number; maxX: number; minY: number; maxY: number };
  pitchTable: { pitch: number; areaSqft: number; percent: number }[];
  wasteTable: { percent: number; areaSqft: number; squares: number; bundles: number; suggested: boolean }[];
  suggestedWastePercent: number;
  edges: { eaveFt: number; rakeFt: number; ridgeFt: number; hipFt: number; valleyFt: number } | null;
  materials: { item: string; quantity: number; unit: string }[];
  imageryDate: string | null;
  accuracyRating: number;
  warnings: string[];
  simulated: boolean;
}

/** One priced line as the customer sees it. */
export interface PricingLine {
  label: string;
  detail: string;
  amountCents: number;
}

/** The price part of a document, in cents. */
export interface PricingSummary {
  lines: PricingLine[];
  subtotalCents: number;
  discountPercent: number | null;
  discountCents: number;
  totalCents: number;
}

/** Everything a proposal (and the measurement report) shows. */
export interface ProposalDocument {
  /** The proposal's id, or the estimate's when no proposal exists yet. */
  reference: string;
  estimateId: string;
  estimateVersion: number;
  preparedAt: string;
  /** When the homeowner's link stops working; null on a draft, which is valid `validityDays` from sending. */
  validUntil: string | null;
  /** The account's validity setting the proposal was made with. */
  validityDays: number;
  company: DocumentCompany;
  customer: DocumentCustomer;
  propertyAddress: string;
  measurement: MeasurementSummary;
  pricing: PricingSummary;
  scheduledInstallDate: string | null;
  terms: string[];
  /** The payment schedule copied onto the proposal when it was sent; null on proposals made before schedules. */
  paymentSchedule: PaymentSchedule | null;
  /** The workmanship warranty in years, copied with the schedule; null on older proposals. */
  warrantyYears: number | null;
  /** Starter-tier accounts carry the "Created by Ridgeline" line (docs/product.md#documents). */
  branding: boolean;
  /** What the homeowner chose when accepting a proposal with options; `pricing` is then the choice's. */
  choice?: ProposalChoice;
}

/** A contract: the accepted proposal plus the contract's own terms and parties. */
export interface ContractDocument {
  contractId: string;
  proposal: ProposalDocument;
  acceptedAt: string;
  acceptedNotes: string | null;
  terms: { heading: string; body: string }[];
  /** The contractor's signature: the member who sent the proposal, signing when the contract is generated. */
  contractorSignature: ContractorSignature;
}

/** Who signed a contract for the contractor, and when (docs/decisions.md, "The contractor signs on generation"). */
export interface ContractorSignature {
  name: string;
  title: string;
  signedAt: string;
}

/** What the certificate page of a signed contract records. */
export interface SignatureCertificate {
  contractId: string;
  signerName: string;
  signerEmail: string | null;
  signedAt: string;
  clientAddress: string;
  userAgent: string;
  /** Hex SHA-256 of the unsigned contract PDF the signer reviewed. */
  unsignedSha256: string;
  linkIssuedAt: string;
  /** Set when the signer used a link a member issued for signing in person (on the contractor's device). */
  inPersonIssuedBy?: string | null;
}

/** The footer line of starter-tier documents. */
export const BRANDING_LINE =
  'Created by Ridgeline — roof measurements, estimates and proposals for roofing contractors';

/** Standard terms printed on every proposal. */
export const PROPOSAL_TERMS = [
  'Prices are based on the satellite roof measurement shown and are valid until the date above.',
  'The price includes removal and disposal of the existing roof covering, new underlayment and installation of the roofing material listed.',
  'Replacement of rotten decking or other hidden damage found during tear-off is not included and is quoted separately before any work is done.',
  'The installation date is agreed after acceptance; work depends on weather and material availability.',
  'Accepting this proposal leads to a written contract for your signature; no work starts before it is signed.',
];

/**
 * Settings' default terms text as terms: one term per non-empty line; null when the text is blank.
 */
export function termsOf(text: string | null | undefined): string[] | null {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? lines : null;
}

/**
 * The terms a new proposal prints: the standard terms as the account kept them (ours when never
 * edited), then Settings' default terms, which add to them and never replace them (docs/decisions.md).
 */
export function proposalTerms(
  standard: readonly string[] | null,
  extra: string | null | undefined,
): string[] {
  return [...(standard ?? PROPOSAL_TERMS), ...(termsOf(extra) ?? [])];
}

/** Standard contract clauses (the contractor's own legal text can replace them later). */
export const CONTRACT_TERMS: { heading: string; body: string }[] = [
  {
    heading: 'Scope of work',
    body: 'The contractor removes the existing roof covering at the property, disposes of the debris, installs new underlayment and the roofing material listed in the price breakdown, and cleans up the site when the work is finished.',
  },
  {
    heading: 'Price',
    body: 'The customer pays the total contract price shown above. Any change to the scope is agreed in writing, with its price, before the changed work is done.',
  },
  {
    heading: 'Hidden damage',
    body: 'Rotten decking or structural damage that can only be seen once the old roof is removed is not part of this price. The contractor shows it to the customer and quotes the repair before doing it.',
  },
  {
    heading: 'Schedule',
    body: 'Work starts on the installation date in the schedule section above. When no date is set yet, the contractor proposes one in writing after signing and the customer confirms it; work starts on that date, or the first suitable day after it if weather or material supply prevents safe work.',
  },
  {
    heading: 'Permits and insurance',
    body: 'The contractor obtains the permits the work requires and keeps liability and workers compensation insurance for the duration of the work.',
  },
  {
    heading: 'Warranty',
    body: 'Materials carry their manufacturer warranty. The contractor warrants its workmanship against defects for the period stated in its warranty terms.',
  },
  {
    heading: 'Right to cancel',
    body: 'The customer may cancel this contract without penalty by written notice to the contractor within three business days of signing it.',
  },
];

/**
 * The contract clauses of a contract: the standard ones, with the warranty clause stating the
 * workmanship warranty the proposal carried.
 */
export function contractTerms(warrantyYears: number | null): { heading: string; body: string }[] {
  if (warrantyYears === null) return CONTRACT_TERMS;
  return CONTRACT_TERMS.map((term) =>
    term.heading === 'Warranty'
      ? {
          heading: 'Warranty',
          body:
            'Materials carry their manufacturer warranty. The contractor warrants its workmanship against ' +
            `defects for ${warrantyPeriod(warrantyYears)} from the completion of the work, and repairs ` +
            'workmanship defects reported in that period at no charge.',
        }
      : term,
  );
}

/** The measurement part of a document, from the engine's result. */
export function measurementSummary(measurement: Measurement): MeasurementSummary {
  return {
    totalAreaSqft: measurement.totalAreaSqft,
    adjustedAreaSqft: measurement.adjustedAreaSqft,
    squares: roofSquares(measurement.adjustedAreaSqft),
    predominantPitch: measurement.predominantPitch,
    roofType: measurement.roofType,
    complexity: measurement.complexity,
    facets: measurement.facets.map((facet) => ({
      index: facet.index,
      pitch: facet.pitch,
      areaSqft: facet.areaSqft,
      direction: facet.direction,
      outline: facet.outline.map(([x, y]) => [x, y] as [number, number]),
      center: [facet.center[0], facet.center[1]],
    })),
    extent: measurement.extent,
    pitchTable: pitchRows(measurement.pitchBreakdown, measurement.adjustedAreaSqft),
    wasteTable: measurement.wasteTable,
    suggestedWastePercent: measurement.suggestedWastePercent,
    edges: measurement.edges,
    materials: measurement.materials.map((line) => ({
      item: line.item,
      quantity: line.quantity,
      unit: line.unit,
    })),
    imageryDate: measurement.quality.imageryDate,
    accuracyRating: measurement.accuracyRating,
    warnings: measurement.quality.warnings.map((warning) => warning.message),
    simulated: measurement.quality.warnings.some((warning) => warning.code === 'simulated'),
  };
}

/**
 * The customer's price lines. The contractor's margin is part of the price, not a line: it is
 * spread over materials and labor in proportion (one rounding, the remainder on labor), so the
 * lines add up exactly to the total the contractor priced.
 */
export function customerPricing(price: PriceBreakdown): PricingSummary {
  const totalCents = price.totalCents;
  const materialsCents =
    price.subtotalCents === 0 ? 0 : Math.round((price.materialsCents * totalCents) / price.subtotalCents);
  const laborCents = totalCents - materialsCents;
  const material: RoofMaterial = price.material;
  return {
    lines: [
      {
        label: 'Roofing materials',
        detail: `${ROOF_MATERIAL_LABELS[material]} and underlayment for ${formatSqft(price.areaSqft)}, ${price.wastePercent}% waste allowance`,
        amountCents: materialsCents,
      },
      {
        label: 'Labor and installation',
        detail: `Tear-off, disposal and installation (${price.complexity} roof)`,
        amountCents: laborCents,
      },
    ],
    subtotalCents: totalCents,
    discountPercent: price.discountPercent,
    discountCents: price.discountCents,
    totalCents: price.finalCents,
  };
}

/** The pitch as roofers write it, e.g. 6 → "6/12". */
export function pitchLabel(pitch: number): string {
  return `${pitch}/12`;
}
