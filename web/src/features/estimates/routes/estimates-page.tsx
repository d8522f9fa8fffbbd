import { usePageTitle } from '../../../lib/page-title';
import { EstimatesSection } from '../components/estimates-list';

/** /dashboard/estimates: the estimates list. */
export function EstimatesPage() {
  usePageTitle('Estimates');
  return <EstimatesSection headingLevel="h1" />;
}
