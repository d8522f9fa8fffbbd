import type { RoofType } from '@shared/estimates/measurement/types.js';

const ROOF_TYPE_LABELS: Record<RoofType, string> = {
  flat: 'Flat',
  shed: 'Shed',
  gable: 'Gable',
  hip: 'Hip',
  cross_gable: 'Cross-gable',
  complex: 'Complex',
};

/** How a roof type reads on screen. */
export function roofTypeLabel(type: RoofType): string {
  return ROOF_TYPE_LABELS[type];
}

/** "Lopez, Maria" or "Lopez". */
export function customerName(last: string, first: string | null): string {
  return first ? `${last}, ${first}` : last;
}
