import * as z from '../../kernel/zod.js';
import { CATALOGUE_LIMITS, UPGRADE_BASES } from '../catalogue.js';
import { OFFER_LIMITS } from '../offer.js';
import { ROOF_MATERIALS } from '../pricing.js';

// The offer on an estimate as the API takes and answers it (docs/decisions.md, "The offer on an
// estimate"). Messages start with the field they are about, as the 400's `detail` is the first one.

const ids = (field: string, max: number, min = 0) =>
  z
    .array(
      z
        .string({ error: `${field}: each id must be text` })
        .check(
          z.minLength(1, `${field}: an id is empty`),
          z.maxLength(CATALOGUE_LIMITS.id, `${field}: an id is too long`),
        ),
      { error: `${field} must be a list of ids` },
    )
    .check(
      z.minLength(min, `${field}: choose at least ${min}`),
      z.maxLength(max, `${field}: at most ${max}`),
      z.refine((list) => new Set(list).size === list.length, `${field}: an id is listed twice`),
    );

/** PUT /api/estimates/{id}/offer: 1–3 catalogue lines, 0–8 upgrades, the recommended line, 0–6 plans. */
export const saveOfferRequest = z
  .strictObject({
    line_ids: ids('line_ids', OFFER_LIMITS.lines.max, OFFER_LIMITS.lines.min),
    upgrade_ids: ids('upgrade_ids', OFFER_LIMITS.upgrades.max),
    recommended_line_id: z.nullable(z.string({ error: 'recommended_line_id must be text or null' })),
    financing_plan_ids: ids('financing_plan_ids', OFFER_LIMITS.plans.max),
  })
  .check(
    z.refine(
      (offer) => offer.recommended_line_id === null || offer.line_ids.includes(offer.recommended_line_id),
      {
        path: ['recommended_line_id'],
        error: 'recommended_line_id: must be one of line_ids',
      },
    ),
  );
export type SaveOfferRequest = z.infer<typeof saveOfferRequest>;

/** A line's price on the roof, as the contractor sees it (cents). */
export const offerPrice = z.object({
  area_sqft: z.number(),
  waste_percent: z.number(),
  materials_cents: z.number(),
  labor_cents: z.number(),
  subtotal_cents: z.number(),
  margin_cents: z.number(),
  total_cents: z.number(),
  discount_percent: z.nullable(z.number()),
  discount_cents: z.number(),
  final_cents: z.number(),
});

/** The plan with the lowest monthly payment for an option ("as low as"), with its disclosure. */
export const asLowAs = z.object({
  plan_id: z.string(),
  lender: z.string(),
  term_months: z.number(),
  apr_percent: z.number(),
  monthly_payment_cents: z.number(),
  disclosure: z.string(),
});
export type AsLowAs = z.infer<typeof asLowAs>;

/** One offered line priced live. */
export const offerOptionView = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.string(),
  material: z.enum(ROOF_MATERIALS),
  warranty: z.string(),
  colours: z.array(z.string()),
  recommended: z.boolean(),
  /** What the price was computed on, e.g. "27.1 squares + 15% waste". */
  basis: z.string(),
  price: offerPrice,
  /** The option's price before upgrades (the line's final price). */
  total_cents: z.number(),
  as_low_as: z.nullable(asLowAs),
});

/** One offered upgrade priced live. */
export const offerUpgradeView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  basis: z.enum(UPGRADE_BASES),
  /** The quantity in words, e.g. "42 ft of ridge". */
  basis_text: z.string(),
  quantity: z.number(),
  price_cents: z.number(),
  /** False when the roof has none of what it is counted in. */
  available: z.boolean(),
});

/**
 * The `offer` block of GET /api/estimates/{id}: the chosen ids, and (once the roof is measured) the
 * options and upgrades priced from the account's current catalogue and rates. Ids since removed from
 * the catalogue or plans are left out of the priced lists.
 */
export const offerView = z.object({
  line_ids: z.array(z.string()),
  upgrade_ids: z.array(z.string()),
  recommended_line_id: z.nullable(z.string()),
  financing_plan_ids: z.array(z.string()),
  options: z.array(offerOptionView),
  upgrades: z.array(offerUpgradeView),
});
export type OfferView = z.infer<typeof offerView>;
