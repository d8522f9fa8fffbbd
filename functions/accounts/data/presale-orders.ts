// The operators' reads of presale orders: every paid order by payment time (GSI1), newest first.
import type { Page } from '../../platform/data/cursor.js';
import { partitions } from '../../platform/data/keys.js';
import { queryAll, queryPage } from '../../platform/data/query.js';
import { recordOf } from '../../platform/data/table.js';
import type { PresaleOrder } from './billing.js';

/** One page of presale orders, newest first, with the cursor of the next one. */
export async function listPresaleOrders(page: {
  limit: number;
  cursor?: string;
}): Promise<Page<PresaleOrder>> {
  const { items, nextCursor } = await queryPage({
    index: 'GSI1',
    partition: partitions.presaleOrders(),
    newestFirst: true,
    limit: page.limit,
    cursor: page.cursor,
  });
  return { items: items.map((item) => recordOf<PresaleOrder>(item)), nextCursor };
}

/** How many presale orders there are and what they took in, in cents (every order is USD). */
export async function presaleOrderTotals(): Promise<{ count: number; totalCents: number }> {
  // Read in full on each call: the presale is bounded by its beta seats, so this is a page or two of
  // orders (a running total item would be the next step if it ever grew).
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': partitions.presaleOrders() },
    ProjectionExpression: 'amountCents',
  });
  const totalCents = items.reduce((sum, item) => sum + (Number(item.amountCents) || 0), 0);
  return { count: items.length, totalCents };
}
