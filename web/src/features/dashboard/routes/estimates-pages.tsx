import { Link } from 'react-router';
import { useSession } from '../../../app/session-provider';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

// The estimates list arrives with the estimates feature; until then a new account's list is
// genuinely empty, so the screen shows the empty state with the way to create the first estimate.

function EstimatesSection({ headingLevel }: { headingLevel: 'h1' | 'h2' }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="estimates-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading id="estimates-title" className="text-xl font-bold text-brand-950">
            Estimates
          </Heading>
          <p className="mt-1 text-sm text-slate-600">Measure a roof, price it with your rates and send the proposal.</p>
        </div>
        <div className="flex gap-2">
          <Link to="/dashboard/my-rates" className={buttonClasses('secondary', 'sm')}>
            My Rates
          </Link>
          <Link to="/dashboard/estimates/new" className={buttonClasses('primary', 'sm')}>
            New Estimate
          </Link>
        </div>
      </div>
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg className="size-7" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M3 11.5 12 4l9 7.5M5 10v10h14V10M10 20v-5h4v5" />
          </svg>
        </div>
        <h3 className="mt-4 text-lg font-semibold text-brand-950">No estimates yet</h3>
        <p className="mt-2 max-w-md text-sm text-slate-600">
          Enter a property address and Ridgeline measures the roof from satellite imagery and prices it with your rates in about a minute.
        </p>
        <Link to="/dashboard/estimates/new" className={buttonClasses('accent', 'md', 'mt-6')}>
          <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
            <path d="M12 5v14M5 12h14" />
          </svg>
          New Estimate
        </Link>
      </Card>
    </section>
  );
}

/** /dashboard: welcome header and the estimates overview. */
export function DashboardHomePage() {
  const { user } = useSession();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Welcome back, {user?.first_name}</h1>
        <p className="mt-1 text-slate-600">{user?.company ? `Here is what’s happening at ${user.company}.` : 'Here is what’s happening with your estimates.'}</p>
      </div>
      <EstimatesSection headingLevel="h2" />
    </div>
  );
}

/** /dashboard/estimates: the estimates list. */
export function EstimatesPage() {
  return <EstimatesSection headingLevel="h1" />;
}
