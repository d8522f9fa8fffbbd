import { formatDate } from '@shared/kernel/format.js';
import type { UserView } from '@shared/accounts/schemas/auth.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { TableColumn } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/page-title';
import { usePlatformUsers } from '../api/operator';
import { PausedMailCard } from '../components/paused-mail-card';

function StatusBadge({ user }: { user: UserView }) {
  if (user.status === 'invited') return <Badge tone="amber">Invited</Badge>;
  return user.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="muted">Removed</Badge>;
}

/** /dashboard/admin/users (users.read): every user of the platform, oldest first. */
export function PlatformUsersPage() {
  usePageTitle('Platform Users');
  const users = usePlatformUsers();
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const columns: TableColumn<UserView>[] = [
    {
      header: 'User',
      cell: (user) => (
        <div>
          <p className="font-medium text-brand-950">
            {user.first_name} {user.last_name}
          </p>
          <p className="text-xs text-slate-500">{user.email}</p>
        </div>
      ),
    },
    { header: 'Company', cellClassName: 'text-slate-700', cell: (user) => user.company ?? '—' },
    { header: 'Role', cellClassName: 'capitalize text-slate-700', cell: (user) => user.role },
    { header: 'Status', cell: (user) => <StatusBadge user={user} /> },
    {
      header: 'Joined',
      cellClassName: 'whitespace-nowrap text-slate-700',
      cell: (user) => formatDate(user.created_at),
    },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title="Platform Users" description="Every contractor and team member on Ridgeline" />
      <PausedMailCard />
      {users.isPending ? (
        <PageSpinner label="Loading users…" />
      ) : users.isError ? (
        <RetryAlert title="Failed to load users" onRetry={() => void users.refetch()} />
      ) : (
        <>
          <ResponsiveList
            rows={rows}
            columns={columns}
            label="Platform users"
            breakpoint="md"
            card={(user) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-brand-950">
                      {user.first_name} {user.last_name}
                    </p>
                    <p className="truncate text-xs text-slate-500">{user.email}</p>
                  </div>
                  <StatusBadge user={user} />
                </div>
                <p className="text-sm text-slate-700">
                  {user.company ?? '—'} · <span className="capitalize">{user.role}</span> · joined{' '}
                  {formatDate(user.created_at)}
                </p>
              </>
            )}
          />
          {users.hasNextPage && (
            <div className="text-center">
              <Button
                variant="secondary"
                loading={users.isFetchingNextPage}
                onClick={() => void users.fetchNextPage()}
              >
                Show more
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
