import { onboardingLinkResponse } from '@shared/payments/schemas/payments.js';
import { route } from '../../../platform/route.js';
import { startOnboarding } from '../../service/connect-service.js';

/** POST /api/payments/account/onboarding — "Accept payments": the Express account (made once) and Stripe's hosted onboarding URL. */
export const handler = route(
  { auth: 'billing.manage', response: onboardingLinkResponse },
  async ({ caller }) => startOnboarding(caller),
);
