import { planOf, PRESALE_PACKAGES } from '@shared/kernel/plans.js';
import type { PresaleOrderList, PresaleOrderView } from '@shared/operations/schemas/presale-orders.js';
import {
  type AccountRecord,
  getAccounts,
  listPresaleOrders,
  type PresaleOrder,
  presaleOrderTotals,
} from '../../accounts/index.js';

/** BatchGet reads at most 100 keys a call. */
const ACCOUNTS_PER_READ = 100;

/** The accounts that claimed some orders, keyed by id (deleted accounts are simply missing). */
async function claimingAccounts(orders: readonly PresaleOrder[]): Promise<Map<string, AccountRecord>> {
  const ids = [...new Set(orders.flatMap((order) => (order.claimedBy ? [order.claimedBy] : [])))];
  const found = new Map<string, AccountRecord>();
  for (let start = 0; start < ids.length; start += ACCOUNTS_PER_READ)
    for (const [id, account] of await getAccounts(ids.slice(start, start + ACCOUNTS_PER_READ)))
      found.set(id, account);
  return found;
}

function viewOf(order: PresaleOrder, accounts: Map<string, AccountRecord>): PresaleOrderView {
  const pkg = PRESALE_PACKAGES.find((candidate) => candidate.id === order.packageId);
  return {
    id: order.orderId,
    buyer_name: order.customerName,
    buyer_email: order.customerEmail,
    company: (order.claimedBy && accounts.get(order.claimedBy)?.name) || null,
    package_id: order.packageId,
    package_name: pkg?.name ?? `${planOf(order.tier).name} Presale`,
    plan: order.tier,
    amount_cents: order.amountCents,
    currency: order.currency,
    paid_at: order.createdAt,
    receipt_url: order.receiptUrl ?? null,
    account: order.claimedBy ? { id: order.claimedBy, claimed_at: order.claimedAt ?? null } : null,
  };
}

/** Orders as the operators see them, with the company of the account each one started. */
export async function presaleOrderViews(orders: readonly PresaleOrder[]): Promise<PresaleOrderView[]> {
  const accounts = await claimingAccounts(orders);
  return orders.map((order) => viewOf(order, accounts));
}

/** GET /api/crm/presale-orders: one page, newest first; the first page also carries the count and takings. */
export async function listPresaleOrderViews(query: {
  limit: number;
  cursor?: string;
}): Promise<PresaleOrderList> {
  const [page, totals] = await Promise.all([
    listPresaleOrders(query),
    query.cursor ? undefined : presaleOrderTotals(),
  ]);
  return {
    orders: await presaleOrderViews(page.items),
    next_cursor: page.nextCursor,
    summary: totals ? { count: totals.count, total_cents: totals.totalCents } : null,
  };
}
