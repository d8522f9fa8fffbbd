import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { PageHeader } from '../../../components/ui/page-header';

/** /dashboard: the welcome header above the overview the app composes in (the estimates list). */
export function DashboardHomePage({ children }: { children: ReactNode }) {
  const { user } = useSession();
  usePageTitle('Dashboard');
  return (
    <div className="space-y-8">
      <PageHeader
        title={<>Welcome back, {user?.first_name}</>}
        description={
          <>
            {user?.company
              ? `Here is what’s happening at ${user.company}.`
              : 'Here is what’s happening with your estimates.'}
          </>
        }
      />
      {children}
    </div>
  );
}
