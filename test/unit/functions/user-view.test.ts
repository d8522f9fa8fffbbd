import { describe, expect, it } from 'vitest';
import { sessionUser, userView } from '../../../shared/accounts/schemas/auth.js';
import { teamMember } from '../../../shared/accounts/schemas/team.js';
import * as z from '../../../shared/kernel/zod.js';
import type { UserRecord } from '../../../functions/platform/data/users.js';
import { toSessionUser, toTeamMember, toUserView } from '../../../functions/accounts/service/user-view.js';

const invited: UserRecord = {
  userId: 'user-1',
  email: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Cole',
  phone: null,
  accountId: 'account-1',
  accountName: 'Cole Roofing',
  role: 'manager',
  isOperator: false,
  isActive: true,
  invitePending: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('the one user view', () => {
  it('maps every field once, in the API names', () => {
    expect(toUserView(invited, 'Cole Roofing')).toEqual({
      id: 'user-1',
      email: 'riley@example.com',
      first_name: 'Riley',
      last_name: 'Cole',
      phone: null,
      company: 'Cole Roofing',
      account_id: 'account-1',
      role: 'manager',
      role_ids: ['account_manager'],
      is_active: true,
      status: 'invited',
      created_at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('gives each answer exactly the fields its schema declares', async () => {
    expect(z.strictObject(userView.shape).safeParse(toUserView(invited, null)).success).toBe(true);
    expect(z.strictObject(sessionUser.shape).safeParse(await toSessionUser(invited)).success).toBe(true);
    expect(z.strictObject(teamMember.shape).safeParse(toTeamMember(invited)).success).toBe(true);
  });

  it('names the account from the copy on the user, so the session needs no second read', async () => {
    expect((await toSessionUser(invited)).company).toBe('Cole Roofing');
  });
});
