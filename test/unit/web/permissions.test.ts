// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { hasRole, roleIds } from '../../../shared/kernel/permissions';

describe('hasRole (spec: any role id containing the lowercase role name)', () => {
  it('matches a role name contained in an id, case-insensitively', () => {
    expect(hasRole(['account_admin'], 'admin')).toBe(true);
    expect(hasRole(['ACCOUNT_ADMIN'], 'Admin')).toBe(true);
    expect(hasRole(['platform_operator', 'account_user'], 'operator')).toBe(true);
  });

  it('is false when no id contains the name', () => {
    expect(hasRole(['account_user'], 'admin')).toBe(false);
    expect(hasRole([], 'user')).toBe(false);
  });

  it('works on the ids the server derives from a principal', () => {
    const ids = roleIds({ role: 'manager', isOperator: false });
    expect(hasRole(ids, 'manager')).toBe(true);
    expect(hasRole(ids, 'admin')).toBe(false);
    expect(hasRole(roleIds({ role: 'user', isOperator: true }), 'operator')).toBe(true);
  });
});
