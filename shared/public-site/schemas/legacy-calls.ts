import * as z from '../../kernel/zod.js';
import { PLAN_TIERS } from '../../kernel/constants.js';
import { email, optionalText, requiredText } from '../../kernel/schemas/common.js';
import { HONEYPOT_FIELD } from './public-forms.js';

/**
 * POST /api/contact/demo (an older client call whose payload was never specified): a demo request,
 * stored as a lead with source `demo_request`.
 */
export const demoRequest = z.strictObject({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email,
  phone: requiredText('Phone', 30),
  company: optionalText('Company', 120),
  notes: optionalText('Notes', 1000),
  [HONEYPOT_FIELD]: z.pipe(
    z.optional(z.string().check(z.maxLength(2000))),
    z.transform((value) => value || undefined),
  ),
});
export type DemoRequest = z.output<typeof demoRequest>;

/** Answer of POST /api/contact/demo. */
export const demoRequestResponse = z.object({ id: z.string(), message: z.string() });

/** One plan of GET /api/pricing (the facts of shared/kernel/plans.ts). */
const pricedPlan = z.object({
  tier: z.enum(PLAN_TIERS),
  name: z.string(),
  monthly_price: z.number(),
  yearly_monthly_price: z.number(),
  yearly_savings: z.number(),
  description: z.string(),
  reports: z.nullable(z.number()),
  seats: z.nullable(z.number()),
  support: z.string(),
  features: z.array(z.string()),
  popular: z.boolean(),
});

/** GET /api/pricing answer (an older client call): the plans, the setup fee and the yearly discount. */
export const pricingResponse = z.object({
  plans: z.array(pricedPlan),
  setup_fee: z.number(),
  presale_setup_fee: z.number(),
  yearly_discount: z.number(),
});
