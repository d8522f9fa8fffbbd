import { ReportsPage } from '../../features/reports/routes/reports-page';
import { WebsiteQuoteFunnelCard } from '../../features/website-quote/components/website-quote-funnel-card';

/** /dashboard/reports: the reports feature's page with the website quote's funnel after its figures. */
export function ReportsRoute() {
  return <ReportsPage extra={<WebsiteQuoteFunnelCard />} />;
}
