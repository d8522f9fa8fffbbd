import type { UpdateUserRequest, UserView } from '@shared/accounts/schemas/auth.js';
import { getAccount, getAccounts } from '../data/accounts.js';
import { getUser, listPlatformUsers, saveUserDetails, type UserRecord } from '../../platform/data/users.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { auditPut } from '../../platform/data/audit.js';
import { callerCan, type Caller } from '../../platform/middleware/authenticate.js';
import { applyMembershipChange } from './team-service.js';
import { toUserView } from './user-view.js';

// Platform user administration: the operator's list of every user, and changes to any user
// (account admins may use the same route for their own members' role and access).

/** One page of every user of the platform (operators only; the route requires users.read). */
export async function listUsers(
  limit: number,
  cursor?: string,
): Promise<{ users: UserView[]; next_cursor: string | null }> {
  const page = await listPlatformUsers(limit, cursor);
  const accounts = await getAccounts(page.items.map((user) => user.accountId));
  return {
    users: page.items.map((user) => toUserView(user, accounts.get(user.accountId)?.name ?? null)),
    next_cursor: page.nextCursor,
  };
}

/** A user as the operator sees them after a change (the account's current name). */
async function adminViewOf(user: UserRecord): Promise<UserView> {
  return toUserView(user, (await getAccount(user.accountId))?.name ?? null);
}

/**
 * PUT /api/auth/users/{id}: operators may change any user (role, access, name, phone); account
 * admins only the role and access of members of their own account (others' ids are 404).
 */
export async function updateUser(
  caller: Caller,
  userId: string,
  input: UpdateUserRequest,
  now = new Date(),
): Promise<UserView> {
  const operator = callerCan(caller, 'users.manage');
  if (!operator && !callerCan(caller, 'team.manage'))
    throw new ForbiddenError('You need the team.manage permission to do this');
  const target = await getUser(userId);
  if (!target || (!operator && target.accountId !== caller.accountId))
    throw new NotFoundError('User not found');
  const details = { firstName: input.first_name, lastName: input.last_name, phone: input.phone };
  const changesDetails = Object.values(details).some((value) => value !== undefined);
  if (!operator && changesDetails)
    throw new ForbiddenError("Account admins can change a member's role and access only.");
  // An operator's change is written with its audit entry (who, before → after), in one transaction.
  const actor = { userId: caller.userId, email: caller.user.email };
  const audit = (action: string, before: Partial<UserRecord>, after: Partial<UserRecord>) =>
    operator ? auditPut('user', target.userId, actor, { action, before, after }, now) : undefined;
  const access = { role: input.role, isActive: input.is_active };
  let updated = await applyMembershipChange(
    caller.user,
    target,
    access,
    now,
    audit('access changed', pick(target, access), pick({ ...target, ...defined(access) }, access)),
  );
  if (changesDetails)
    updated = await saveUserDetails(
      target.userId,
      details,
      now,
      audit('details changed', pick(target, details), defined(details)),
    );
  return adminViewOf(updated);
}

/** The fields of `record` that `shape` names with a value. */
function pick<T extends object>(record: T, shape: object): Partial<T> {
  const names = Object.keys(defined(shape));
  return Object.fromEntries(Object.entries(record).filter(([name]) => names.includes(name))) as Partial<T>;
}

/** `values` without its undefined fields. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
