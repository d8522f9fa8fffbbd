import { pricingResponse } from '../../../shared/schemas/legacy-calls.js';
import { publicRoute } from '../../lib/route.js';
import { pricingSheet } from '../../lib/services/pricing-service.js';

/** GET /api/pricing — an older client call (docs/product.md#public-site): the plans from shared/domain/plans.ts (public). */
export const handler = publicRoute({ response: pricingResponse }, async () => pricingSheet());
