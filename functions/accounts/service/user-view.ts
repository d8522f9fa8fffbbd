import { roleIds } from '@shared/kernel/permissions.js';
import { memberStatus } from '@shared/accounts/team.js';
import type { SessionUser, UserView } from '@shared/accounts/schemas/auth.js';
import type { TeamMember } from '@shared/accounts/schemas/team.js';
import { getAccount } from '../data/accounts.js';
import type { UserRecord } from '../../platform/data/users.js';

// Stored users → the API's one user view (spec names, snake_case). Every user answer is this view
// or a part of it, so a field is mapped in one place.

/** The full view of a user; `company` is the name of their account. */
export function toUserView(user: UserRecord, company: string | null): UserView {
  return {
    id: user.userId,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    company,
    account_id: user.accountId,
    role: user.role,
    role_ids: roleIds({ role: user.role, isOperator: user.isOperator }),
    is_active: user.isActive,
    status: memberStatus(user),
    created_at: user.createdAt,
  };
}

/** The signed-in user (me, login, signup, refresh); the account is read only when the user has no copy of its name. */
export async function toSessionUser(user: UserRecord): Promise<SessionUser> {
  const company = user.accountName ?? (await getAccount(user.accountId))?.name ?? null;
  const { status: _status, ...session } = toUserView(user, company);
  return session;
}

/** A member as the team page shows it (its own account, so without company and account fields). */
export function toTeamMember(user: UserRecord): TeamMember {
  const { company: _company, account_id: _account, role_ids: _roles, ...member } = toUserView(user, null);
  return {
    ...member,
    crew_sees_homeowner_phone: user.role === 'crew' && user.crewSeesHomeownerPhone === true,
  };
}
