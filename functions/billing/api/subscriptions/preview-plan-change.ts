import { planChoice, prorationPreviewResponse } from '@shared/billing/schemas/billing.js';
import { route } from '../../../platform/route.js';
import { previewPlanChangeFor } from '../../service/subscriptions-service.js';

/** POST /api/subscriptions/preview — the prorated amount a plan change would invoice now. */
export const handler = route(
  { auth: 'billing.manage', body: planChoice, response: prorationPreviewResponse },
  async ({ body, caller }) => previewPlanChangeFor(caller, body),
);
