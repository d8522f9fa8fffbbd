import { planChangeRequest, subscriptionResponse } from '@shared/billing/schemas/billing.js';
import { route } from '../../../platform/route.js';
import { changePlanFor } from '../../service/subscriptions-service.js';

/** POST /api/subscriptions/change — change plan now (prorated, invoiced at once); too many members → 409. */
export const handler = route(
  { auth: 'billing.manage', body: planChangeRequest, response: subscriptionResponse },
  async ({ body, caller }) => changePlanFor(caller, body),
);
