import type { PriceBreakdown } from '@shared/estimates/pricing.js';
import type { Estimate, EstimatePricing, EstimateSummary } from '@shared/estimates/schemas/estimates.js';
import type { EstimateListItem } from '../data/estimate-list.js';
import { listStatus, type EstimateRecord } from '../data/estimates.js';
import { centsAsDollars } from '@shared/kernel/format.js';

// Stored estimates → the API's shape (field names the web client already uses). Cents become dollars here, once.

function pricingView(pricing: PriceBreakdown): EstimatePricing {
  return {
    material: pricing.material,
    area_sqft: pricing.areaSqft,
    waste_percent: pricing.wastePercent,
    complexity: pricing.complexity,
    complexity_multiplier: pricing.complexityMultiplier,
    material_rate: centsAsDollars(pricing.materialRateCents),
    underlayment_rate: centsAsDollars(pricing.underlaymentRateCents),
    labor_rate: centsAsDollars(pricing.laborRateCents),
    materials: centsAsDollars(pricing.materialsCents),
    labor: centsAsDollars(pricing.laborCents),
    subtotal: centsAsDollars(pricing.subtotalCents),
    profit_margin_percentage: pricing.marginPercent,
    margin: centsAsDollars(pricing.marginCents),
    total: centsAsDollars(pricing.totalCents),
  };
}

/** A list row. */
export function toEstimateSummary(item: EstimateListItem): EstimateSummary {
  const priced = item.pricing ?? null;
  return {
    id: item.estimateId,
    version: item.version,
    address: item.address,
    customer_first_name: item.customerFirstName ?? null,
    customer_last_name: item.customerLastName,
    scheduled_install_date: item.scheduledInstallDate ?? null,
    square_footage: item.measurement?.adjustedAreaSqft ?? null,
    roof_type: item.measurement?.roofType ?? null,
    total_cost: priced ? centsAsDollars(priced.totalCents) : null,
    discount_percent: item.discountPercent ?? null,
    discounted_price:
      priced && item.discountPercent ? centsAsDollars(item.finalCents ?? priced.totalCents) : null,
    final_price:
      item.finalCents === null || item.finalCents === undefined ? null : centsAsDollars(item.finalCents),
    proposal_sent: item.proposalSent,
    accepted: item.accepted,
    contract_signed: item.contractSigned,
    status: listStatus(item),
    measurement_status: item.measurementStatus,
    simulated: item.simulated,
    created_at: item.createdAt,
  };
}

/** The full estimate. */
export function toEstimate(record: EstimateRecord): Estimate {
  const measurement = record.measurement;
  return {
    ...toEstimateSummary(record),
    user_id: record.userId,
    customer_email: record.customerEmail,
    customer_email_bounced: record.customerEmailBounced === true,
    customer_phone: record.customerPhone,
    roof_material: record.roofMaterial,
    // Signing links are kept only as hashes; older estimates may still carry a stored link: never shown.
    signing_url: null,
    project_id: record.projectId ?? null,
    measurement_error: record.measurementError,
    location: record.location
      ? {
          formatted_address: record.location.formattedAddress,
          latitude: record.location.latitude,
          longitude: record.location.longitude,
          place_id: record.location.placeId,
        }
      : null,
    satellite_data: measurement
      ? {
          square_footage: measurement.adjustedAreaSqft,
          roof_type: measurement.roofType,
          complexity: measurement.complexity,
          pitch: `${measurement.predominantPitch}/12`,
        }
      : null,
    accuracy_rating: measurement?.accuracyRating ?? null,
    measurement,
    pricing: record.pricing ? pricingView(record.pricing) : null,
    rates: record.rates,
    timeline: record.timeline,
    updated_at: record.updatedAt,
    measured_at: record.measuredAt,
    ...(record.source ? { source: record.source } : {}),
  };
}
