import { toPortalOffer } from './portal-offer-view.js';
import { humanNumber } from '@shared/kernel/human-numbers.js';
import { effectiveStatus } from '@shared/documents/proposals.js';
import { pitchLabel, PROPOSAL_TERMS } from '@shared/documents/proposal-document.js';
import type { HomeownerCompany } from '@shared/kernel/schemas/common.js';
import type { PortalProposal, ProposalSummary } from '@shared/documents/schemas/proposals.js';
import type { ProposalListItem, ProposalRecord } from '../data/proposals.js';
import type { PortalCompany } from '../../accounts/index.js';
import { centsAsDollars } from '@shared/kernel/format.js';
import { pitchRows, roofSquares } from '@shared/estimates/measurement/roof-area.js';

// Stored proposals → the API's shapes (field names the web client already uses). Cents become dollars here, once.

/** A proposal card; an open proposal past its validity shows as expired. */
export function toProposalSummary(item: ProposalListItem, now: Date): ProposalSummary {
  return {
    id: item.proposalId,
    estimate_id: item.estimateId,
    customer_name: item.customerName,
    customer_email: item.customerEmail,
    property_address: item.snapshot?.propertyAddress ?? null,
    number: item.humanNumber ? humanNumber('proposal', item.humanNumber) : null,
    status: effectiveStatus(item, now),
    pricing: { total: centsAsDollars(item.totalCents) },
    created_at: item.createdAt,
    sent_at: item.sentAt,
    viewed_at: item.viewedAt,
    decided_at: item.decidedAt,
    valid_until: item.validUntil,
    satellite_data: {
      square_footage: item.squareFootage,
      roof_type: item.roofType,
      complexity: item.complexity,
    },
  };
}

/** The company block of every homeowner page (portal, contract signing, document signing). */
export function homeownerCompanyView({ company, logoUrl }: PortalCompany): HomeownerCompany {
  return {
    company_name: company.name,
    logo_url: logoUrl,
    phone: company.phone,
    email: company.email,
    address: company.address,
    license_number: company.licenseNumber,
    brand_colour: company.brandColour,
  };
}

/** The customer portal's answer for a proposal (or the contractor's preview of it). */
export function toPortalProposal(
  proposal: ProposalRecord,
  portalCompany: PortalCompany,
  now: Date,
  preview: boolean,
): PortalProposal {
  const { snapshot } = proposal;
  const { measurement, pricing } = snapshot;
  const status = effectiveStatus(proposal, now);
  const [materials, labor] = pricing.lines;
  return {
    proposal: {
      id: proposal.proposalId,
      status,
      customer_name: proposal.customerName,
      created_at: proposal.createdAt,
      sent_at: proposal.sentAt,
      valid_until: proposal.validUntil,
      decided_at: proposal.decidedAt,
      notes: proposal.decisionNotes,
      number: proposal.humanNumber ? humanNumber('proposal', proposal.humanNumber) : null,
    },
    estimate: {
      address: snapshot.propertyAddress,
      satellite_data: {
        // The priced area: the measured planes scaled to the building's footprint (docs/product.md#estimates).
        square_footage: measurement.adjustedAreaSqft,
        pitch: pitchLabel(measurement.predominantPitch),
        complexity: measurement.complexity as PortalProposal['estimate']['satellite_data']['complexity'],
        roof_type: measurement.roofType as PortalProposal['estimate']['satellite_data']['roof_type'],
        squares: roofSquares(measurement.adjustedAreaSqft),
      },
      pricing: {
        materials_cost: centsAsDollars(materials?.amountCents ?? 0),
        labor_cost: centsAsDollars(labor?.amountCents ?? 0),
        subtotal: centsAsDollars(pricing.subtotalCents),
        total_price: centsAsDollars(pricing.subtotalCents),
      },
      discount_percentage: pricing.discountPercent,
      final_price: centsAsDollars(pricing.totalCents),
      accepted: status === 'accepted',
      scheduled_install_date: snapshot.scheduledInstallDate,
    },
    company: { ...homeownerCompanyView(portalCompany), subscription_tier: portalCompany.company.tier },
    customer: { email: proposal.customerEmail, name: proposal.customerName },
    roof: {
      facets: measurement.facets.map((facet) => ({
        index: facet.index,
        pitch: facet.pitch,
        area_sqft: facet.areaSqft,
        outline: facet.outline,
        center: facet.center,
      })),
      extent: measurement.extent,
      pitch_table: pitchRows(measurement.pitchTable, measurement.adjustedAreaSqft).map((row) => ({
        pitch: row.pitch,
        area_sqft: row.areaSqft,
        percent: row.percent,
      })),
      waste_percent: measurement.suggestedWastePercent,
      simulated: measurement.simulated,
      imagery_date: measurement.imageryDate,
    },
    price_lines: pricing.lines.map((line) => ({
      label: line.label,
      detail: line.detail,
      amount: centsAsDollars(line.amountCents),
    })),
    terms: snapshot.terms ?? PROPOSAL_TERMS,
    payment_schedule: snapshot.paymentSchedule
      ? {
          deposit_percent: snapshot.paymentSchedule.depositPercent,
          progress_percent: snapshot.paymentSchedule.progressPercent,
          final_percent: snapshot.paymentSchedule.finalPercent,
        }
      : null,
    warranty_years: snapshot.warrantyYears ?? null,
    branding: portalCompany.company.starterBranding,
    preview,
    ...(snapshot.offer && { offer: toPortalOffer(snapshot.offer) }),
  };
}
