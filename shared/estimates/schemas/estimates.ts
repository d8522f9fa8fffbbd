import * as z from '../../kernel/zod.js';
import { COMPLEXITIES, measurementSchema, ROOF_TYPES } from '../measurement/types.js';
import { ROOF_MATERIALS } from '../pricing.js';
import { dayAfter } from '../../kernel/time.js';
import { pageCursor, pageLimit, pageResponse } from '../../kernel/schemas/paging.js';
import { offerView } from './offer.js';
import { ratesSchema } from './rates.js';

/** Shortest address we try to measure (trimmed, at least 5 characters). */
export const MIN_ADDRESS_LENGTH = 5;
/** The message for a missing or too short address. */
export const INVALID_ADDRESS_MESSAGE = 'Please enter a valid address';
/** The message for a discount outside (0, 100]. */
export const INVALID_DISCOUNT_MESSAGE = 'Please enter a valid discount percentage (1-100)';
/** A measurement queued or running this long without progress has lost its job and may be retried. */
export const STUCK_MEASUREMENT_SECONDS = 300;
/** Default and largest page of the estimates list. */
export const ESTIMATE_PAGE = { default: 25, max: 100 } as const;

/** A street address to measure. */
export const address = z
  .string({ error: INVALID_ADDRESS_MESSAGE })
  .check(
    z.trim(),
    z.minLength(MIN_ADDRESS_LENGTH, INVALID_ADDRESS_MESSAGE),
    z.maxLength(200, 'Address must be at most 200 characters'),
  );

const blankToNull = (value: string | null | undefined) => (value ? value : null);

const optionalField = (label: string, max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform(blankToNull),
  );

const optionalEmail = z.pipe(
  z
    .pipe(
      z.nullish(z.string().check(z.trim(), z.maxLength(254, 'Email is too long'))),
      z.transform(blankToNull),
    )
    .check(
      z.refine(
        (value) => value === null || z.email().safeParse(value).success,
        'Please enter a valid email address',
      ),
    ),
  z.transform((value) => value?.toLowerCase() ?? null),
);

const installDate = z
  .pipe(z.nullish(z.string().check(z.trim())), z.transform(blankToNull))
  .check(
    z.refine(
      (value) =>
        value === null ||
        (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
      'Install date must be a date (YYYY-MM-DD)',
    ),
  );

/** The field's message for an install date before today (docs/decisions.md, "Dates that cannot be wrong"). */
export const PAST_INSTALL_DATE = 'Install date cannot be in the past';

/**
 * True when a YYYY-MM-DD install date is before today. Today is taken a day generously (UTC minus
 * one day), so a contractor west of UTC can still pick their own today in the evening.
 */
export function isPastInstallDate(value: string, now: Date): boolean {
  const earliest = dayAfter(now, -1);
  return value < earliest;
}

/** An install date a new estimate may have: none, or today or later. */
const newInstallDate = installDate.check(
  z.refine((value) => value === null || !isPastInstallDate(value, new Date()), PAST_INSTALL_DATE),
);

/** The customer and property fields of the New Estimate form (docs/product.md#estimates). */
const estimateFields = {
  address,
  customer_first_name: optionalField('First name', 100),
  customer_last_name: z
    .string({ error: 'Customer last name is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Customer last name is required'),
      z.maxLength(100, 'Last name must be at most 100 characters'),
    ),
  customer_email: optionalEmail,
  customer_phone: optionalField('Phone', 30),
  scheduled_install_date: installDate,
};

/** POST /api/estimates (`user_id` is accepted only as the caller's own); a past install date is refused. */
export const createEstimateRequest = z.strictObject({
  ...estimateFields,
  scheduled_install_date: newInstallDate,
  user_id: z.optional(z.string().check(z.maxLength(100))),
});
export type CreateEstimateRequest = z.input<typeof createEstimateRequest>;

/** The New Estimate form (the same fields, checked in the browser). */
export const newEstimateForm = z.object({ ...estimateFields, scheduled_install_date: newInstallDate });
export type NewEstimateForm = z.input<typeof newEstimateForm>;

/** The Edit Estimate form: the New Estimate fields plus roof material ('' = automatic) and re-measure. */
// An estimate installed last month can still be edited: the server refuses only a changed past date.
export const editEstimateForm = z.extend(z.object(estimateFields), {
  roof_material: z.enum(['', ...ROOF_MATERIALS]),
  remeasure: z.boolean(),
});

/** PUT /api/estimates/{id}: the edit screen, with the version it was loaded at (optimistic locking). */
export const updateEstimateRequest = z.strictObject({
  ...estimateFields,
  version: z.number({ error: 'version is required' }).check(z.int(), z.gte(1)),
  /** null lets the roof decide (flat roofing on a flat roof, else asphalt shingles). */
  roof_material: z.nullable(z.enum(ROOF_MATERIALS)),
  /** Measure the roof again (always done when the address changes). */
  remeasure: z.optional(z.boolean()),
});
export type UpdateEstimateRequest = z.input<typeof updateEstimateRequest>;

/** POST /api/estimates/{id}/apply-discount. */
export const applyDiscountRequest = z.strictObject({
  discount_percent: z.number({ error: INVALID_DISCOUNT_MESSAGE }).check(
    z.refine((value) => value > 0 && value <= 100, INVALID_DISCOUNT_MESSAGE),
    z.refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, INVALID_DISCOUNT_MESSAGE),
  ),
});

/** The Apply Discount form: the percentage as typed, checked by the same rule as the request. */
export const applyDiscountForm = z.object({
  discount_percent: z.pipe(
    z.transform((value) => Number.parseFloat(String(value))),
    applyDiscountRequest.shape.discount_percent,
  ),
});

/** List filter statuses (docs/product.md#estimates): pending (not sent), sent, accepted. */
export const ESTIMATE_STATUSES = ['pending', 'sent', 'accepted'] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** GET /api/estimates query. */
export const listEstimatesQuery = z.object({
  user_id: z.optional(z.string().check(z.maxLength(100))),
  status: z.optional(z.enum([...ESTIMATE_STATUSES, 'all'])),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  customer: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  limit: pageLimit(ESTIMATE_PAGE.default, ESTIMATE_PAGE.max),
  cursor: pageCursor,
});
export type ListEstimatesQuery = z.infer<typeof listEstimatesQuery>;

/** Path of the single-estimate routes. */
export const estimatePath = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** Where an estimate's measurement is. */
export const MEASUREMENT_STATUSES = ['queued', 'measuring', 'measured', 'failed'] as const;
export type MeasurementStatus = (typeof MEASUREMENT_STATUSES)[number];

/** The price of an estimate in dollars (stored in cents; converted once here at the edge). */
export const estimatePricing = z.object({
  material: z.enum(ROOF_MATERIALS),
  area_sqft: z.number(),
  waste_percent: z.number(),
  complexity: z.enum(COMPLEXITIES),
  complexity_multiplier: z.number(),
  material_rate: z.number(),
  underlayment_rate: z.number(),
  labor_rate: z.number(),
  materials: z.number(),
  labor: z.number(),
  subtotal: z.number(),
  profit_margin_percentage: z.number(),
  margin: z.number(),
  total: z.number(),
});
export type EstimatePricing = z.infer<typeof estimatePricing>;

/** One entry of an estimate's timeline. */
export const timelineEntry = z.object({ at: z.string(), event: z.string(), detail: z.nullable(z.string()) });
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** An estimate as a list row. */
export const estimateSummary = z.object({
  id: z.string(),
  version: z.number().check(z.int()),
  address: z.string(),
  customer_first_name: z.nullable(z.string()),
  customer_last_name: z.string(),
  scheduled_install_date: z.nullable(z.string()),
  square_footage: z.nullable(z.number()),
  roof_type: z.nullable(z.enum(ROOF_TYPES)),
  total_cost: z.nullable(z.number()),
  discount_percent: z.nullable(z.number()),
  discounted_price: z.nullable(z.number()),
  final_price: z.nullable(z.number()),
  proposal_sent: z.boolean(),
  accepted: z.boolean(),
  contract_signed: z.boolean(),
  status: z.enum(ESTIMATE_STATUSES),
  measurement_status: z.enum(MEASUREMENT_STATUSES),
  simulated: z.boolean(),
  created_at: z.string(),
});
export type EstimateSummary = z.infer<typeof estimateSummary>;

/** An estimate in full (the list's fields plus the measurement, rates and timeline). */
export const estimateSchema = z.extend(estimateSummary, {
  user_id: z.string(),
  customer_email: z.nullable(z.string()),
  /** Mail to the customer's address bounced hard (set by the delivery events; docs/product.md#communications). */
  customer_email_bounced: z.optional(z.boolean()),
  customer_phone: z.nullable(z.string()),
  roof_material: z.nullable(z.enum(ROOF_MATERIALS)),
  signing_url: z.nullable(z.string()),
  /** The project made from this estimate, once there is one (the estimate page links to it). */
  project_id: z.optional(z.nullable(z.string())),
  measurement_error: z.nullable(z.string()),
  location: z.nullable(
    z.object({
      formatted_address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      place_id: z.string(),
    }),
  ),
  satellite_data: z.nullable(
    z.object({
      square_footage: z.number(),
      roof_type: z.enum(ROOF_TYPES),
      complexity: z.enum(COMPLEXITIES),
      pitch: z.string(),
    }),
  ),
  accuracy_rating: z.nullable(z.number()),
  measurement: z.nullable(measurementSchema),
  pricing: z.nullable(estimatePricing),
  rates: z.nullable(ratesSchema),
  timeline: z.array(timelineEntry),
  updated_at: z.string(),
  measured_at: z.nullable(z.string()),
  /** The proposal's options priced live (GET and PUT offer answer it; null: one price, no options). */
  offer: z.optional(z.nullable(offerView)),
  /** `website` for a lead of the website quote widget (docs/product.md#widget); absent for one made in the app. */
  source: z.optional(z.literal('website')),
});
export type Estimate = z.infer<typeof estimateSchema>;

/** Summary cards of the estimates list (docs/product.md#estimates), over the whole account. */
export const estimatesSummary = z.object({
  total_estimates: z.number().check(z.int()),
  proposals_sent: z.number().check(z.int()),
  accepted: z.number().check(z.int()),
  total_value: z.number(),
});
export type EstimatesSummary = z.infer<typeof estimatesSummary>;

/** Answer of GET /api/estimates. `summary` comes with the first page only. */
export const estimatesPage = z.extend(pageResponse('estimates', estimateSummary), {
  summary: z.nullable(estimatesSummary),
});
export type EstimatesPage = z.infer<typeof estimatesPage>;

/** POST /api/estimates/quick query (docs/product.md#estimates). */
export const quickEstimateQuery = z.object({ address });

/** Answer of the public quick estimate (docs/product.md#estimates). `processing_time` is in seconds. */
export const quickEstimateResponse = z.object({
  address: z.string(),
  message: z.string(),
  processing_time: z.number(),
  estimate: z.object({
    square_footage: z.number(),
    roof_type: z.enum(ROOF_TYPES),
    total_cost: z.number(),
    materials_cost: z.number(),
    accuracy_rating: z.number(),
  }),
});
export type QuickEstimateResponse = z.infer<typeof quickEstimateResponse>;
