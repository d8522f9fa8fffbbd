import { pricingResponse } from '@shared/public-site/schemas/legacy-calls.js';
import { publicRoute } from '../../../platform/route.js';
import { pricingSheet } from '../../service/pricing-service.js';

/** GET /api/pricing — an older client call (docs/product.md#public-site): the plans from shared/kernel/plans.ts (public). */
export const handler = publicRoute({ response: pricingResponse }, async () => pricingSheet());
