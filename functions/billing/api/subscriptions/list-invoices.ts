import { invoicesQuery, invoicesResponse } from '@shared/billing/schemas/billing.js';
import { route } from '../../../platform/route.js';
import { listInvoicesFor } from '../../service/subscriptions-service.js';

/** GET /api/subscriptions/invoices?limit=6 — Billing History: real invoices with hosted PDF links. */
export const handler = route(
  { auth: 'user', query: invoicesQuery, response: invoicesResponse },
  async ({ query, caller }) => listInvoicesFor(caller, query.limit, query.user_id),
);
