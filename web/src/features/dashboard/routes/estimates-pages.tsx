import { useSession } from '../../../app/session-provider';
import { usePageTitle } from '../../../lib/page-title';
import { EstimatesSection } from '../../estimates/components/estimates-list';

/** /dashboard: welcome header and the estimates overview. */
export function DashboardHomePage() {
  const { user } = useSession();
  usePageTitle('Dashboard');
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
          Welcome back, {user?.first_name}
        </h1>
        <p className="mt-1 text-slate-600">
          {user?.company
            ? `Here is what’s happening at ${user.company}.`
            : 'Here is what’s happening with your estimates.'}
        </p>
      </div>
      <EstimatesSection headingLevel="h2" />
    </div>
  );
}

/** /dashboard/estimates: the estimates list. */
export function EstimatesPage() {
  usePageTitle('Estimates');
  return <EstimatesSection headingLevel="h1" />;
}
