import type { Measurement } from '@shared/estimates/measurement/types.js';
import { roofDiagramDrawing } from '@shared/estimates/roof-drawing.js';
import { RoofDrawingSvg } from '../../../components/ui/roof-drawing-svg';

/** SVG plan of the roof with pitch and area labels. */
export function RoofDiagram({ measurement }: { measurement: Measurement }) {
  return (
    <RoofDrawingSvg
      drawing={roofDiagramDrawing(measurement)}
      label={`Roof diagram: ${measurement.facets.length} facets, predominant pitch ${measurement.predominantPitch}/12`}
      maxHeight={520}
    />
  );
}
