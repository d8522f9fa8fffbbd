import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_ROLES, type AccountRole } from '@shared/kernel/permissions.js';
import { planBannerText } from '@shared/accounts/team.js';
import { formatCount } from '@shared/kernel/format.js';
import type { TeamMember, TeamPlan } from '@shared/accounts/schemas/team.js';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardLine } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { TableColumn } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useChangeRole, useRemoveMember, useSetCrewPhone, useTeamMembers } from '../api/team';
import { InviteMemberDialog } from '../components/invite-member-dialog';
import { ShowMoreButton } from '../../../components/ui/show-more-button';

/** Wording of the team page (docs/product.md#accounts). */
export const TEAM_MESSAGES = {
  confirmRemove: 'Are you sure you want to remove this user? They will lose access immediately.',
  removed: 'User removed successfully.',
  removeFailed: 'Failed to remove user.',
  roleChanged: 'Role updated successfully.',
  roleFailed: 'Failed to update role.',
  phoneChanged: 'Phone access updated.',
  phoneFailed: 'Failed to update phone access.',
  loadFailed: 'Failed to load team members.',
} as const;

const ROLE_LABELS: Record<AccountRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  user: 'User',
  crew: 'Crew',
};

function initials(member: TeamMember): string {
  return `${member.first_name.charAt(0)}${member.last_name.charAt(0)}`.toUpperCase();
}

const STATUS_BADGES: Record<TeamMember['status'], [string, BadgeTone]> = {
  active: ['Active', 'green'],
  invited: ['Invited', 'amber'],
  removed: ['Removed', 'slate'],
};

function StatusBadge({ status }: { status: TeamMember['status'] }) {
  const [label, tone] = STATUS_BADGES[status];
  return <Badge tone={tone}>{label}</Badge>;
}

function PlanBanner({ plan }: { plan: TeamPlan }) {
  const seats =
    plan.seat_limit === null
      ? formatCount(plan.seats_used, 'user')
      : `${plan.seats_used} of ${plan.seat_limit} seats used`;
  return (
    <Card className="flex flex-col gap-3 border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-brand-950">{planBannerText(plan.tier)}</p>
        <p className="text-sm text-slate-600">{seats} — invited members count until they leave the team.</p>
      </div>
      <Link to="/dashboard/billing?action=changePlan" className={buttonClasses('secondary', 'sm')}>
        Upgrade Plan
      </Link>
    </Card>
  );
}

interface RowProps {
  member: TeamMember;
  isSelf: boolean;
  busy: boolean;
  onRole: (member: TeamMember, role: AccountRole) => void;
  onPhone: (member: TeamMember, allowed: boolean) => void;
  onRemove: (member: TeamMember) => void;
}

function RoleControl(props: Omit<RowProps, 'onRemove'>) {
  const { member, isSelf } = props;
  if (isSelf) return <span className="text-sm text-slate-700">{ROLE_LABELS[member.role]}</span>;
  return (
    <div className="space-y-1.5">
      <RoleSelect {...props} />
      <PhoneControl {...props} />
    </div>
  );
}

/** Crew only: whether they see homeowners' phone numbers on their jobs (docs/product.md#crew-app). */
function PhoneControl({ member, busy, onPhone }: Pick<RowProps, 'member' | 'busy' | 'onPhone'>) {
  if (member.role !== 'crew') return null;
  return (
    <label className="flex items-center gap-2 text-xs text-slate-700">
      <input
        type="checkbox"
        checked={member.crew_sees_homeowner_phone}
        disabled={busy}
        onChange={(event) => onPhone(member, event.target.checked)}
        aria-label={`Let ${member.first_name} ${member.last_name} see homeowners’ phone numbers`}
      />
      Sees homeowners’ phones
    </label>
  );
}

function RoleSelect({ member, busy, onRole }: Pick<RowProps, 'member' | 'busy' | 'onRole'>) {
  return (
    <select
      aria-label={`Role of ${member.first_name} ${member.last_name}`}
      value={member.role}
      disabled={busy}
      onChange={(event) => onRole(member, event.target.value as AccountRole)}
      className="block h-9 w-36 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-slate-100"
    >
      {ACCOUNT_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function RemoveControl({ member, isSelf, busy, onRemove }: Omit<RowProps, 'onRole' | 'onPhone'>) {
  // No remove button for admins (and nobody removes themselves).
  if (member.role === 'admin' || isSelf) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      disabled={busy}
      onClick={() => onRemove(member)}
      aria-label={`Remove ${member.first_name} ${member.last_name}`}
    >
      Remove
    </Button>
  );
}

function MemberName({ member, isSelf }: { member: TeamMember; isSelf: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar initials={initials(member)} />
      <span className="truncate font-medium text-brand-950">
        {member.first_name} {member.last_name}
        {isSelf && <span className="ml-1 text-sm font-normal text-slate-500">(you)</span>}
      </span>
    </div>
  );
}

function MembersTable(props: {
  members: TeamMember[];
  selfId: string | undefined;
  busyId: string | null;
  onRole: RowProps['onRole'];
  onPhone: RowProps['onPhone'];
  onRemove: RowProps['onRemove'];
}) {
  const { members, selfId, busyId, onRole, onPhone, onRemove } = props;
  const rowOf = (member: TeamMember) => ({
    member,
    isSelf: member.id === selfId,
    busy: busyId === member.id,
  });
  const columns: TableColumn<TeamMember>[] = [
    { header: 'User', cell: (member) => <MemberName member={member} isSelf={member.id === selfId} /> },
    { header: 'Email', cellClassName: 'max-w-64 truncate text-slate-700', cell: (member) => member.email },
    {
      header: 'Role',
      cell: (member) => <RoleControl {...rowOf(member)} onRole={onRole} onPhone={onPhone} />,
    },
    { header: 'Status', cell: (member) => <StatusBadge status={member.status} /> },
    {
      header: 'Actions',
      headerClassName: 'text-right',
      cellClassName: 'text-right',
      cell: (member) => <RemoveControl {...rowOf(member)} onRemove={onRemove} />,
    },
  ];
  return (
    <ResponsiveList
      rows={members}
      columns={columns}
      label="Team members"
      breakpoint="md"
      card={(member) => (
        <>
          <CardLine>
            <MemberName member={member} isSelf={member.id === selfId} />
            <StatusBadge status={member.status} />
          </CardLine>
          <p className="truncate text-sm text-slate-700">{member.email}</p>
          <CardLine align="center">
            <RoleControl {...rowOf(member)} onRole={onRole} onPhone={onPhone} />
            <RemoveControl {...rowOf(member)} onRemove={onRemove} />
          </CardLine>
        </>
      )}
    />
  );
}

/** /dashboard/users (team.manage): the account's members, invites, role changes and removals. */
export function TeamMembersPage() {
  usePageTitle('Team Members');
  const { user } = useSession();
  const team = useTeamMembers();
  const changeRole = useChangeRole();
  const setPhone = useSetCrewPhone();
  const removeMember = useRemoveMember();
  const { message, show } = useTimedMessage();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const members = team.data?.pages.flatMap((page) => page.members) ?? [];
  const plan = team.data?.pages[0]?.plan;

  const onRole = async (member: TeamMember, role: AccountRole) => {
    setBusyId(member.id);
    try {
      await changeRole.mutateAsync({ id: member.id, role });
      show('success', TEAM_MESSAGES.roleChanged);
    } catch (failure) {
      show('error', errorMessage(failure, TEAM_MESSAGES.roleFailed));
    } finally {
      setBusyId(null);
    }
  };

  const onPhone = async (member: TeamMember, allowed: boolean) => {
    setBusyId(member.id);
    try {
      await setPhone.mutateAsync({ id: member.id, allowed });
      show('success', TEAM_MESSAGES.phoneChanged);
    } catch (failure) {
      show('error', errorMessage(failure, TEAM_MESSAGES.phoneFailed));
    } finally {
      setBusyId(null);
    }
  };

  const onConfirmRemove = async () => {
    if (!removing) return;
    setBusyId(removing.id);
    try {
      await removeMember.mutateAsync(removing.id);
      show('success', TEAM_MESSAGES.removed);
    } catch (failure) {
      show('error', errorMessage(failure, TEAM_MESSAGES.removeFailed));
    } finally {
      setBusyId(null);
      setRemoving(null);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Team Members"
        description="Manage user access and permissions"
        actions={
          <Button variant="accent" onClick={() => setInviting(true)} icon="plus">
            Invite User
          </Button>
        }
      />

      {message && <Alert variant={message.variant}>{message.text}</Alert>}
      {plan && <PlanBanner plan={plan} />}

      {team.isPending ? (
        <PageSpinner label="Loading team members…" />
      ) : team.isError ? (
        <RetryAlert title={TEAM_MESSAGES.loadFailed} onRetry={() => void team.refetch()} />
      ) : (
        <>
          <MembersTable
            members={members}
            selfId={user?.id}
            busyId={busyId}
            onRole={(member, role) => void onRole(member, role)}
            onPhone={(member, allowed) => void onPhone(member, allowed)}
            onRemove={setRemoving}
          />
          <ShowMoreButton query={team} />
        </>
      )}

      <InviteMemberDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(text) => {
          setInviting(false);
          show('success', text);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove team member"
        message={TEAM_MESSAGES.confirmRemove}
        confirmLabel="Remove"
        busy={removing !== null && busyId === removing.id}
        onConfirm={() => void onConfirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}
