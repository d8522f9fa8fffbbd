/**
 * Roles and permissions (docs/product.md#accounts). The server decides with `can`; the web uses the same map
 * to hide what the caller may not do.
 */

/** What every member of an account may do. */
const MEMBER_PERMISSIONS = [
  'estimates.read',
  'estimates.write',
  'proposals.read',
  'proposals.write',
  'rates.read',
  'projects.read',
  'disputes.read',
  'documents.read',
] as const;

/**
 * What managers may do besides: change rates, start projects, file disputes, read communications and
 * reports, and write free-text mail to customers (a `user` only sends the product's own mails).
 */
const MANAGER_PERMISSIONS = [
  'rates.write',
  'projects.create',
  'disputes.create',
  'communications.read',
  'communications.send',
  'reports.read',
] as const;

/** What account admins may do besides: billing, the team, integrations (webhooks) and the public API's keys. */
const ADMIN_PERMISSIONS = [
  'billing.manage',
  'team.manage',
  'integrations.manage',
  'api-keys.manage',
] as const;

/**
 * What a crew member may do, and nothing else: the crew app over the projects they are assigned to
 * (docs/product.md#crew-app). No office permission, so no price, list or settings reaches them.
 */
const CREW_PERMISSIONS = ['crew.work'] as const;

/** What only the platform's operators may do: see and manage every user (CRM, coupons, content). */
const OPERATOR_PERMISSIONS = ['users.read', 'users.manage'] as const;

/** Every permission string the product knows. */
export const PERMISSIONS = [
  ...MEMBER_PERMISSIONS,
  ...MANAGER_PERMISSIONS,
  ...ADMIN_PERMISSIONS,
  ...CREW_PERMISSIONS,
  ...OPERATOR_PERMISSIONS,
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Roles inside a contractor's account. */
export const ACCOUNT_ROLES = ['admin', 'manager', 'user', 'crew'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The Cognito group of the product's own staff. */
export const OPERATOR_GROUP = 'operators';

/** Permissions granted by each account role. */
export const ROLE_PERMISSIONS: Record<AccountRole, readonly Permission[]> = {
  admin: [...MEMBER_PERMISSIONS, ...MANAGER_PERMISSIONS, ...ADMIN_PERMISSIONS],
  manager: [...MEMBER_PERMISSIONS, ...MANAGER_PERMISSIONS],
  user: MEMBER_PERMISSIONS,
  crew: CREW_PERMISSIONS,
};

/** Whether a member in this role takes one of the plan's seats: crew seats are free (docs/decisions.md). */
export function takesSeat(role: AccountRole): boolean {
  return role !== 'crew';
}

/** Human descriptions shown on the team page (docs/product.md#accounts). */
export const ROLE_DESCRIPTIONS: Record<AccountRole, string> = {
  admin: 'Full access',
  manager: 'Can manage estimates',
  user: 'Basic access',
  crew: 'Crew app only: assigned jobs, no prices (free seat)',
};

/** Who is asking: their account role and whether they are platform staff. */
export interface Principal {
  role: AccountRole;
  isOperator: boolean;
}

/** Every permission the principal holds, sorted. */
export function permissionsOf(principal: Principal): Permission[] {
  if (principal.isOperator) return [...PERMISSIONS];
  return [...ROLE_PERMISSIONS[principal.role]].sort();
}

/** Whether the principal holds a permission. */
export function can(principal: Principal, permission: string): boolean {
  return permissionsOf(principal).includes(permission as Permission);
}

/** Role identifiers as the web sees them (`role_ids`), e.g. `account_admin`, `platform_operator`. */
export function roleIds(principal: Principal): string[] {
  const ids = [`account_${principal.role}`];
  if (principal.isOperator) ids.unshift('platform_operator');
  return ids;
}

/** The spec's role check: true when any role id contains the lowercase role name. */
export function hasRole(ids: readonly string[], role: string): boolean {
  const needle = role.toLowerCase();
  return ids.some((id) => id.toLowerCase().includes(needle));
}

const ROLE_NAMES: Record<AccountRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  user: 'User',
  crew: 'Crew',
};

/**
 * One plain sentence on who can grant a permission, for the Access Denied screen: the account roles
 * that carry it (an admin changes roles on the Team Members page), or the operators alone.
 */
export function whoCanGrant(permission: string): string {
  const roles = ACCOUNT_ROLES.filter((role) =>
    (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission),
  );
  if (roles.length === 0)
    return 'Only Ridgeline staff have this permission; it cannot be given to members of a contractor account.';
  const names = roles.map((role) => ROLE_NAMES[role]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `It comes with the ${list} role; an admin of your account can change your role on the Team Members page.`;
}
