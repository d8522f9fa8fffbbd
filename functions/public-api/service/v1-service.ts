import { groupCustomers, type Customer } from '@shared/accounts/customers.js';
import type {
  V1CreateEstimate,
  V1CustomersPage,
  V1EstimatesPage,
  V1ProjectsPage,
} from '@shared/public-api/schemas/v1.js';
import type { SendProposalFormOutput } from '@shared/documents/schemas/proposals.js';
import { sendProposalLinkFor } from '../../documents/index.js';
import { createEstimateFor, estimatePageFor, getEstimateWithOfferFor } from '../../estimates/index.js';
import { getProjectFor, listProjectsFor } from '../../jobs/index.js';
import { ValidationError } from '../../platform/errors.js';
import type { KeyCaller } from '../../platform/middleware/authenticate-key.js';

// The public API's answers, from the same services the dashboard uses (docs/product.md#public-api):
// a key's caller is its account acting as the admin who made the key, within the key's scopes.

/** Estimates read to group the customers of one account (a page of 100 at a time). */
const MAX_CUSTOMER_ESTIMATES = 5_000;

/** POST /api/v1/estimates: saved, its measurement queued (the dashboard's create). */
export function createEstimateV1(caller: KeyCaller, input: V1CreateEstimate) {
  return createEstimateFor(caller, input);
}

/** GET /api/v1/estimates: one page, newest first. */
export async function listEstimatesV1(
  caller: KeyCaller,
  query: { limit: number; cursor?: string },
): Promise<V1EstimatesPage> {
  const page = await estimatePageFor(caller, query.limit, query.cursor);
  return { data: page.estimates, next_cursor: page.next_cursor };
}

/** GET /api/v1/estimates/{id}: 404 for another account's estimate. */
export function getEstimateV1(caller: KeyCaller, estimateId: string) {
  return getEstimateWithOfferFor(caller, estimateId);
}

/** POST /api/v1/estimates/{id}/proposal: the dashboard's "Send to customer". */
export function sendProposalV1(caller: KeyCaller, estimateId: string, input: SendProposalFormOutput) {
  return sendProposalLinkFor(caller, { estimate_id: estimateId, ...input });
}

/** GET /api/v1/projects: one page. */
export async function listProjectsV1(
  caller: KeyCaller,
  query: { limit: number; cursor?: string },
): Promise<V1ProjectsPage> {
  const page = await listProjectsFor(caller, { limit: query.limit, cursor: query.cursor });
  return { data: page.projects, next_cursor: page.next_cursor };
}

/** GET /api/v1/projects/{id}: 404 for another account's project. */
export function getProjectV1(caller: KeyCaller, projectId: string) {
  return getProjectFor(caller, projectId);
}

function customerCursor(customer: Customer): string {
  return Buffer.from(customer.id, 'utf8').toString('base64url');
}

/**
 * GET /api/v1/customers: the Customers page's grouping of the account's estimates, by last name; the
 * cursor names the last customer of the previous page.
 */
export async function listCustomersV1(
  caller: KeyCaller,
  query: { limit: number; cursor?: string },
): Promise<V1CustomersPage> {
  const estimates = [];
  let cursor: string | undefined;
  do {
    const page = await estimatePageFor(caller, 100, cursor);
    estimates.push(...page.estimates);
    cursor = page.next_cursor ?? undefined;
  } while (cursor && estimates.length < MAX_CUSTOMER_ESTIMATES);
  const customers = groupCustomers(estimates);
  let start = 0;
  if (query.cursor) {
    const after = customers.findIndex((customer) => customerCursor(customer) === query.cursor);
    if (after < 0)
      throw new ValidationError('Invalid cursor', {
        errors: [{ path: 'query.cursor', message: 'Invalid cursor' }],
      });
    start = after + 1;
  }
  const data = customers.slice(start, start + query.limit);
  const last = data.at(-1);
  const more = start + query.limit < customers.length;
  return { data, next_cursor: more && last ? customerCursor(last) : null };
}
