import * as z from '../../kernel/zod.js';
import { ROOF_MATERIALS } from '../../estimates/pricing.js';
import { asLowAs, offerUpgradeView } from '../../estimates/schemas/offer.js';

// The options of a sent proposal as the homeowner's portal shows them (docs/decisions.md, "Sending
// freezes the offer"): the frozen prices, never the live catalogue. Money in integer cents.

/** One option the homeowner may choose. */
export const portalOfferOption = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.string(),
  material: z.enum(ROOF_MATERIALS),
  /** The material in words, e.g. "Metal roofing". */
  material_label: z.string(),
  warranty: z.string(),
  colours: z.array(z.string()),
  recommended: z.boolean(),
  basis: z.string(),
  price_lines: z.array(z.object({ label: z.string(), detail: z.string(), amount_cents: z.number() })),
  discount_percent: z.nullable(z.number()),
  discount_cents: z.number(),
  /** The option before upgrades. */
  total_cents: z.number(),
  /** The offered plan with the lowest monthly payment for this option alone, with its disclosure. */
  as_low_as: z.nullable(asLowAs),
});

/** One upgrade the homeowner may add to any option (the roof has some of each frozen one). */
export const portalOfferUpgrade = z.omit(offerUpgradeView, { available: true });

/** One financing plan offered (an example of payments, subject to the lender's credit approval). */
export const portalOfferPlan = z.object({
  id: z.string(),
  lender: z.string(),
  apr_percent: z.number(),
  term_months: z.number(),
  /** The range of the amount financed, cents. */
  min_amount_cents: z.number(),
  max_amount_cents: z.number(),
});

/** The `offer` block of the portal proposal; absent for a proposal with one price. */
export const portalOffer = z.object({
  recommended_option_id: z.nullable(z.string()),
  options: z.array(portalOfferOption),
  upgrades: z.array(portalOfferUpgrade),
  financing: z.array(portalOfferPlan),
});
export type PortalOffer = z.infer<typeof portalOffer>;
