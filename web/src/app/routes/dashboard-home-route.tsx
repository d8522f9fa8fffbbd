import { DashboardHomePage } from '../../features/dashboard/routes/dashboard-home-page';
import { EstimatesSection } from '../../features/estimates/components/estimates-list';
import { ThisMonthStrip } from '../../features/reports/components/this-month-strip';
import { useSession } from '../../lib/session-context';

/** /dashboard: the welcome page with this month's figures and the estimates list as its overview. */
export function DashboardHomeRoute() {
  const { hasPermission } = useSession();
  return (
    <DashboardHomePage>
      {hasPermission('reports.read') && <ThisMonthStrip />}
      <EstimatesSection headingLevel="h2" />
    </DashboardHomePage>
  );
}
