import type { PlatformUserView, UpdateUserRequest, UserView } from '@shared/accounts/schemas/auth.js';
import { getAccount, getAccounts, type AccountRecord } from '../data/accounts.js';
import { getUser, listPlatformUsers, saveUserDetails, type UserRecord } from '../../platform/data/users.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { auditPut } from '../../platform/data/audit.js';
import { callerCan, type Caller } from '../../platform/middleware/authenticate.js';
import { entitlementsOf } from './plan-gate.js';
import { applyMembershipChange } from './team-service.js';
import { toUserView } from './user-view.js';

// Platform user administration: the operator's list of every user, and changes to any user
// (account admins may use the same route for their own members' role and access).

/** Pages of users one search reads at most before it answers with what it found and a cursor. */
export const USER_SEARCH_PAGES = 10;

/** A user with their account's plan and billing state, as Platform Users lists it. */
export function toPlatformUserView(
  user: UserRecord,
  account: AccountRecord | undefined,
  now = new Date(),
): PlatformUserView {
  const entitlements = account ? entitlementsOf(account, now) : null;
  const until = {
    trial: account?.trialEndsAt ?? null,
    active: account?.billing?.currentPeriodEnd ?? account?.paidThrough ?? null,
    past_due: entitlements?.graceEndsAt ?? null,
    read_only: null,
  };
  return {
    ...toUserView(user, account?.name ?? null),
    plan: account?.tier ?? null,
    plan_state: entitlements?.state ?? null,
    cancel_at_period_end: account?.billing?.cancelAtPeriodEnd === true,
    billing_until: entitlements ? until[entitlements.state] : null,
    beta_access: account?.betaAccess === true,
    coupon_code: account?.couponCode ?? null,
  };
}

/** Whether a user's name, email or company contains `query` (already lower-cased). */
function matches(view: PlatformUserView, query: string): boolean {
  return [`${view.first_name} ${view.last_name}`, view.email, view.company ?? '']
    .join('\n')
    .toLowerCase()
    .includes(query);
}

/**
 * One page of every user of the platform with their plan and billing state (operators only; the
 * route requires users.read). With `query`, pages are read and filtered until `limit` matches are
 * found, the users run out, or USER_SEARCH_PAGES pages were read; the cursor goes on from there.
 */
export async function listUsers(
  limit: number,
  cursor?: string,
  query?: string,
  now = new Date(),
): Promise<{ users: PlatformUserView[]; next_cursor: string | null }> {
  const wanted = query?.trim().toLowerCase() ?? '';
  const users: PlatformUserView[] = [];
  let next: string | null = cursor ?? null;
  for (let pages = 0; pages < (wanted ? USER_SEARCH_PAGES : 1); pages++) {
    const page = await listPlatformUsers(limit, next ?? undefined);
    const accounts = await getAccounts(page.items.map((user) => user.accountId));
    for (const user of page.items) {
      const view = toPlatformUserView(user, accounts.get(user.accountId), now);
      if (!wanted || matches(view, wanted)) users.push(view);
    }
    next = page.nextCursor;
    if (!next || users.length >= limit) break;
  }
  return { users, next_cursor: next };
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
