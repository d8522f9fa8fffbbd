import { StatusPayments } from '../../features/payments/components/status-payments';
import { ProjectStatusPage } from '../../features/project-status/routes/project-status-page';

/** /project/:token: the homeowner's status page, with the payments feature's receipts. */
export function ProjectStatusRoute() {
  return <ProjectStatusPage Extra={StatusPayments} />;
}
