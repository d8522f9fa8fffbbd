import * as z from '../../kernel/zod.js';
import { PLAN_TIERS } from '../../kernel/constants.js';
import { pageQuery, pageResponse } from '../../kernel/schemas/paging.js';

/** Default and largest page of the presale orders list. */
export const PRESALE_ORDERS_PAGE = { fallback: 50, max: 200 } as const;

/** GET /api/crm/presale-orders query: `?limit=&cursor=`. */
export const presaleOrderListQuery = pageQuery(PRESALE_ORDERS_PAGE.fallback, PRESALE_ORDERS_PAGE.max);

/** The account a sign-up started from an order, and when (null for orders claimed before that was kept). */
export const presaleOrderAccount = z.object({
  id: z.string(),
  claimed_at: z.nullable(z.string()),
});

/** One paid presale order as the operators see it (docs/product.md#operations). */
export const presaleOrderView = z.object({
  id: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  /** The company of the account started from the order; the checkout itself asks for none. */
  company: z.nullable(z.string()),
  package_id: z.string(),
  package_name: z.string(),
  plan: z.enum(PLAN_TIERS),
  amount_cents: z.number(),
  currency: z.string(),
  paid_at: z.string(),
  receipt_url: z.nullable(z.string()),
  /** Null until the buyer signs up from the receipt's link. */
  account: z.nullable(presaleOrderAccount),
});
export type PresaleOrderView = z.infer<typeof presaleOrderView>;

/** Every order's count and takings (USD cents), on the first page only. */
export const presaleOrderSummary = z.object({ count: z.number(), total_cents: z.number() });

/** GET /api/crm/presale-orders answer: a page of orders, newest first, and on the first page the summary. */
export const presaleOrderListResponse = z.extend(pageResponse('orders', presaleOrderView), {
  summary: z.nullable(presaleOrderSummary),
});
export type PresaleOrderList = z.infer<typeof presaleOrderListResponse>;
