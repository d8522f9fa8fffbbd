import { partitions, SK_PREFIX } from '../../platform/data/keys.js';
import { queryAll } from '../../platform/data/query.js';
import { recordOf } from '../../platform/data/table.js';
import type { EstimateRecord } from './estimates.js';

/** What a message needs of a customer's estimate to fill its fields. */
export type CustomerEstimate = Pick<
  EstimateRecord,
  'estimateId' | 'address' | 'customerFirstName' | 'customerLastName' | 'customerEmail' | 'finalCents'
>;

/**
 * The newest estimate of each of `emails` (lower case) in the account: one Query of the account's
 * estimates, filtered by customer email. An address no estimate uses is missing from the map.
 */
export async function newestEstimateByCustomerEmail(
  accountId: string,
  emails: readonly string[],
): Promise<Map<string, CustomerEstimate>> {
  const found = new Map<string, CustomerEstimate>();
  if (!emails.length) return found;
  const names = emails.map((_email, index) => `:e${index}`);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: `customerEmail IN (${names.join(', ')})`,
    ExpressionAttributeValues: {
      ':pk': partitions.account(accountId),
      ':prefix': SK_PREFIX.estimate,
      ...Object.fromEntries(emails.map((email, index) => [names[index], email])),
    },
    ProjectionExpression:
      'estimateId, address, customerFirstName, customerLastName, customerEmail, finalCents, createdAt',
  });
  const newestFirst = items
    .map((item) => recordOf<CustomerEstimate & { createdAt: string }>(item))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const estimate of newestFirst)
    if (estimate.customerEmail && !found.has(estimate.customerEmail))
      found.set(estimate.customerEmail, estimate);
  return found;
}
