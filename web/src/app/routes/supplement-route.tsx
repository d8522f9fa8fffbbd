import { RoofDiagram } from '../../features/estimates/components/roof-diagram';
import { SupplementPage } from '../../features/insurance/routes/supplement-page';

/** /dashboard/insurance/supplement: the insurance feature's builder with the estimates feature's roof diagram. */
export function SupplementRoute() {
  return <SupplementPage Diagram={RoofDiagram} />;
}
