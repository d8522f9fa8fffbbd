import { Navigate } from 'react-router';
import { useSession } from '../../lib/session-context';
import { DashboardHomeRoute } from './dashboard-home-route';

/** /dashboard: operators land on their own home; contractors on the estimates overview. */
export function DashboardIndexRoute() {
  const { hasPermission } = useSession();
  if (hasPermission('users.read')) return <Navigate to="/dashboard/admin" replace />;
  return <DashboardHomeRoute />;
}
