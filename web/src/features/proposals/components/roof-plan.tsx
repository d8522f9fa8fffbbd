import { roofPlanDrawing } from '@shared/estimates/roof-drawing.js';
import type { PortalProposal } from '@shared/documents/schemas/proposals.js';
import { RoofDrawingSvg } from '../../../components/ui/roof-drawing-svg';

/** SVG plan of the roof, drawn from the proposal's snapshot. */
export function RoofPlan({ roof }: { roof: PortalProposal['roof'] }) {
  const predominant = roof.pitch_table[0]?.pitch;
  const drawing = roofPlanDrawing({
    extent: roof.extent,
    facets: roof.facets.map((facet) => ({ ...facet, areaSqft: facet.area_sqft })),
    pitchTable: roof.pitch_table,
  });
  return (
    <RoofDrawingSvg
      drawing={drawing}
      label={`Roof plan: ${roof.facets.length} roof planes${predominant === undefined ? '' : `, mostly ${predominant}/12 pitch`}`}
      maxHeight={380}
    />
  );
}
