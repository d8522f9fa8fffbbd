import { DashboardHomePage } from '../../features/dashboard/routes/dashboard-home-page';
import { EstimatesSection } from '../../features/estimates/components/estimates-list';

/** /dashboard: the welcome page with the estimates list as its overview. */
export function DashboardHomeRoute() {
  return (
    <DashboardHomePage>
      <EstimatesSection headingLevel="h2" />
    </DashboardHomePage>
  );
}
