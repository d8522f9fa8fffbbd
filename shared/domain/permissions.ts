/**
 * Roles and permissions (ARCHITECTURE §7). The server decides with `can`; the web uses the same map
 * to hide what the caller may not do.
 */

/** Every permission string the product knows. */
export const PERMISSIONS = [
  'estimates.read',
  'estimates.write',
  'proposals.read',
  'proposals.write',
  'rates.read',
  'rates.write',
  'customers.read',
  'billing.manage',
  'team.manage',
  'projects.read',
  'projects.create',
  'disputes.read',
  'disputes.create',
  'communications.read',
  'documents.read',
  'reports.read',
  'users.read',
  'users.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** Roles inside a contractor's account. */
export const ACCOUNT_ROLES = ['admin', 'manager', 'user'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The Cognito group of the product's own staff. */
export const OPERATOR_GROUP = 'operators';

const MANAGER: Permission[] = [
  'estimates.read',
  'estimates.write',
  'proposals.read',
  'proposals.write',
  'rates.read',
  'rates.write',
  'customers.read',
  'projects.read',
  'projects.create',
  'disputes.read',
  'disputes.create',
  'communications.read',
  'documents.read',
  'reports.read',
];

/** Permissions granted by each account role. */
export const ROLE_PERMISSIONS: Record<AccountRole, readonly Permission[]> = {
  admin: [...MANAGER, 'billing.manage', 'team.manage'],
  manager: MANAGER,
  user: [
    'estimates.read',
    'estimates.write',
    'proposals.read',
    'proposals.write',
    'rates.read',
    'customers.read',
    'projects.read',
    'disputes.read',
    'documents.read',
  ],
};

/** Human descriptions shown on the team page (spec 001 §6). */
export const ROLE_DESCRIPTIONS: Record<AccountRole, string> = {
  admin: 'Full access',
  manager: 'Can manage estimates',
  user: 'Basic access',
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
