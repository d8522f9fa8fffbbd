import { useState } from 'react';
import { formatDate } from '@shared/kernel/format.js';
import type { PlatformUserView } from '@shared/accounts/schemas/auth.js';
import { tierLabel } from '@shared/accounts/team.js';
import type { PlanState } from '@shared/kernel/entitlements.js';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CardLine } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmailText } from '../../../components/ui/email-text';
import type { TableColumn } from '../../../components/ui/data-table';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useDebounced } from '../../../lib/use-debounced';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { usePlatformUsers, useSetUserAccess } from '../api/operator';
import { PausedMailCard } from '../components/paused-mail-card';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

function StatusBadge({ user }: { user: PlatformUserView }) {
  if (user.status === 'invited') return <Badge tone="amber">Invited</Badge>;
  return user.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="muted">Removed</Badge>;
}

const BILLING: Record<PlanState, { label: string; tone: BadgeTone; until: string }> = {
  trial: { label: 'Trial', tone: 'blue', until: 'Trial ends' },
  active: { label: 'Active', tone: 'green', until: 'Renews' },
  past_due: { label: 'Past due', tone: 'red', until: 'Grace ends' },
  read_only: { label: 'Read-only', tone: 'slate', until: '' },
};

/** The plan, its billing state and the date that matters for it ("Trial ends Dec 11, 2026"). */
function PlanCell({ user }: { user: PlatformUserView }) {
  if (!user.plan_state) return <span className="text-slate-500">—</span>;
  const billing = BILLING[user.plan_state];
  const until = user.cancel_at_period_end && user.plan_state === 'active' ? 'Cancels' : billing.until;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-1.5">
        {user.plan && <span className="text-sm font-medium text-brand-950">{tierLabel(user.plan)}</span>}
        <Badge tone={billing.tone}>{billing.label}</Badge>
        {user.beta_access && <Badge tone="violet">Beta</Badge>}
      </div>
      {user.billing_until && until && (
        <p className="text-xs text-slate-500">
          {until} {formatDate(user.billing_until)}
        </p>
      )}
    </div>
  );
}

/** /dashboard/admin/users (users.read): every user of the platform with plan and billing, searchable. */
export function PlatformUsersPage() {
  usePageTitle('Platform Users');
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 300);
  const users = usePlatformUsers(query);
  const setAccess = useSetUserAccess();
  const { message, show } = useTimedMessage();
  const [confirming, setConfirming] = useState<PlatformUserView | null>(null);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  const onConfirm = async () => {
    if (!confirming) return;
    const name = `${confirming.first_name} ${confirming.last_name}`;
    try {
      await setAccess.mutateAsync({ id: confirming.id, active: !confirming.is_active });
      show('success', confirming.is_active ? `${name} can no longer sign in` : `${name} can sign in again`);
    } catch (failure) {
      show('error', errorMessage(failure, 'Failed to change access'));
    } finally {
      setConfirming(null);
    }
  };

  const action = (user: PlatformUserView) =>
    user.id === me?.id ? null : (
      <Button
        variant="ghost"
        size="sm"
        className={cn('whitespace-nowrap', user.is_active && 'text-red-700 hover:bg-red-50')}
        onClick={() => setConfirming(user)}
        aria-label={`${user.is_active ? 'Remove access of' : 'Restore access of'} ${user.email}`}
      >
        {user.is_active ? 'Remove access' : 'Restore access'}
      </Button>
    );

  const columns: TableColumn<PlatformUserView>[] = [
    {
      header: 'User',
      cell: (user) => (
        <div className="min-w-0">
          <p className="font-medium text-brand-950">
            {user.first_name} {user.last_name}
          </p>
          <p className="text-xs text-slate-500">
            <EmailText emails={user.email} />
          </p>
        </div>
      ),
    },
    {
      header: 'Company',
      cellClassName: 'text-slate-700',
      cell: (user) => (
        <div>
          <p>{user.company ?? '—'}</p>
          <p className="text-xs capitalize text-slate-500">{user.role}</p>
        </div>
      ),
    },
    { header: 'Plan', cell: (user) => <PlanCell user={user} /> },
    { header: 'Status', cell: (user) => <StatusBadge user={user} /> },
    {
      header: 'Joined',
      cellClassName: 'whitespace-nowrap text-slate-700',
      cell: (user) => formatDate(user.created_at),
    },
    { header: 'Actions', headerClassName: 'text-right', cellClassName: 'text-right', cell: action },
  ];
  return (
    <div className="space-y-6">
      <PageHeader title="Platform Users" description="Every contractor and team member on Ridgeline" />
      <PausedMailCard />
      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      <Input
        label="Search users"
        type="search"
        placeholder="Name, email or company"
        autoComplete="off"
        value={search}
        onValueChange={setSearch}
        className="max-w-md"
      />
      {users.isPending ? (
        <PageSpinner label="Loading users…" />
      ) : users.isError ? (
        <RetryAlert title="Failed to load users" onRetry={() => void users.refetch()} />
      ) : rows.length === 0 && !users.hasNextPage ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {query ? `No user matches “${query}”.` : 'No users yet.'}
        </p>
      ) : (
        <>
          <ResponsiveList
            rows={rows}
            columns={columns}
            label="Platform users"
            breakpoint="md"
            card={(user) => (
              <>
                <CardLine>
                  <div className="min-w-0">
                    <p className="truncate font-medium text-brand-950">
                      {user.first_name} {user.last_name}
                    </p>
                    <p className="truncate text-xs text-slate-500">{user.email}</p>
                  </div>
                  <StatusBadge user={user} />
                </CardLine>
                <p className="text-sm text-slate-700">
                  {user.company ?? '—'} · <span className="capitalize">{user.role}</span> · joined{' '}
                  {formatDate(user.created_at)}
                </p>
                <CardLine align="end">
                  <PlanCell user={user} />
                  {action(user)}
                </CardLine>
              </>
            )}
          />
          <ShowMoreButton query={users} label={query ? 'Search further' : 'Show more'} />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.is_active ? 'Remove access' : 'Restore access'}
        message={
          confirming?.is_active
            ? `${confirming.first_name} ${confirming.last_name} (${confirming.email}) will be signed out and unable to sign in.`
            : `${confirming?.first_name ?? ''} ${confirming?.last_name ?? ''} will be able to sign in again.`
        }
        confirmLabel={confirming?.is_active ? 'Remove access' : 'Restore access'}
        busy={setAccess.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
