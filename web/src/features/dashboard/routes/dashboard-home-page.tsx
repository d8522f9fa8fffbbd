import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { PageHeader } from '../../../components/ui/page-header';
import { useFirstVisit } from '../lib/first-visit';

/**
 * /dashboard: the greeting above what the app composes in (setup checklist, usage, this month, the
 * estimates list). "Welcome" on a new user's first visit, "Welcome back" afterwards.
 */
export function DashboardHomePage({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const firstVisit = useFirstVisit(user);
  usePageTitle('Dashboard');
  return (
    <div className="space-y-8">
      <PageHeader
        title={
          <>
            {firstVisit ? 'Welcome' : 'Welcome back'}, {user?.first_name}
          </>
        }
        description={
          firstVisit
            ? `Let’s get ${user?.company ?? 'your company'} ready: set up the basics below, then measure your first roof.`
            : user?.company
              ? `Here is what’s happening at ${user.company}.`
              : 'Here is what’s happening with your estimates.'
        }
      />
      {children}
    </div>
  );
}
