import { publicRequest } from '../../../lib/public-fetch';
import { capitalize } from '@shared/kernel/format.js';

/** Answer of POST /api/estimates/quick (docs/product.md#estimates). */
export interface QuickEstimate {
  address: string;
  message: string;
  processing_time: string | number;
  estimate: {
    square_footage: number;
    roof_type: string;
    total_cost: number;
    materials_cost: number;
    accuracy_rating: number;
  };
}

/** POST /api/estimates/quick?address= — the public live demo's measurement and estimate. */
export function quickEstimate(address: string): Promise<QuickEstimate> {
  return publicRequest('/estimates/quick', { method: 'POST', query: { address } });
}

/** "cross_gable" → "Cross Gable". */
export function roofTypeLabel(roofType: string): string {
  return roofType.split('_').filter(Boolean).map(capitalize).join(' ');
}
