import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';

/** /dashboard: the welcome header above the overview the app composes in (the estimates list). */
export function DashboardHomePage({ children }: { children: ReactNode }) {
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
      {children}
    </div>
  );
}
