import { describe, expect, it } from 'vitest';
import {
  can,
  hasRole,
  permissionsOf,
  PERMISSIONS,
  roleIds,
  whoCanGrant,
} from '../../../shared/kernel/permissions.js';

describe('permissions', () => {
  it('gives operators every permission, including the platform ones', () => {
    expect(permissionsOf({ role: 'user', isOperator: true })).toEqual([...PERMISSIONS]);
    expect(can({ role: 'user', isOperator: true }, 'users.manage')).toBe(true);
  });

  it('keeps billing and team management to account admins', () => {
    expect(can({ role: 'admin', isOperator: false }, 'team.manage')).toBe(true);
    expect(can({ role: 'manager', isOperator: false }, 'team.manage')).toBe(false);
    expect(can({ role: 'manager', isOperator: false }, 'billing.manage')).toBe(false);
    expect(can({ role: 'manager', isOperator: false }, 'projects.create')).toBe(true);
  });

  it('gives plain users read access to disputes but not filing or operator screens', () => {
    const user = { role: 'user' as const, isOperator: false };
    expect(can(user, 'disputes.read')).toBe(true);
    expect(can(user, 'disputes.create')).toBe(false);
    expect(can(user, 'users.read')).toBe(false);
    expect(can(user, 'no.such.permission')).toBe(false);
  });

  it("keeps the spec's substring role check", () => {
    const ids = roleIds({ role: 'admin', isOperator: true });
    expect(ids).toEqual(['platform_operator', 'account_admin']);
    expect(hasRole(ids, 'Admin')).toBe(true);
    expect(hasRole(ids, 'operator')).toBe(true);
    expect(hasRole(['account_user'], 'admin')).toBe(false);
  });
});

describe('whoCanGrant (Access Denied)', () => {
  it('names the roles that carry a permission, or the operators alone', () => {
    expect(whoCanGrant('team.manage')).toBe(
      'It comes with the Admin role; an admin of your account can change your role on the Team Members page.',
    );
    expect(whoCanGrant('projects.read')).toContain('the Admin, Manager or User role');
    expect(whoCanGrant('users.manage')).toBe(
      'Only Ridgeline staff have this permission; it cannot be given to members of a contractor account.',
    );
  });
});
