// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../../../shared/accounts/schemas/team';
import { adminUser, renderRoute, resetWebTestState, seedSession, stubApi, type ApiReply } from './support';

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    id: 'm',
    first_name: 'Sam',
    last_name: 'Lee',
    email: 'sam@summitpeak.test',
    phone: null,
    role: 'user',
    is_active: true,
    status: 'active',
    created_at: '2026-01-02T00:00:00Z',
    crew_sees_homeowner_phone: false,
    ...overrides,
  };
}

const team = {
  members: [
    member({
      id: adminUser.id,
      first_name: 'Dana',
      last_name: 'Reyes',
      email: adminUser.email,
      role: 'admin',
    }),
    member({
      id: 'admin-2',
      first_name: 'Alex',
      last_name: 'Stone',
      email: 'alex@summitpeak.test',
      role: 'admin',
    }),
    member({ id: 'user-9', first_name: 'Sam', last_name: 'Lee', status: 'invited' }),
  ],
  next_cursor: null,
  plan: { tier: 'pro', seat_limit: 5, seats_used: 3 },
};

function teamApi(extra: Record<string, ApiReply> = {}) {
  seedSession();
  return stubApi({
    'GET /api/auth/me': { status: 200, body: adminUser },
    'GET /api/auth/permissions': { status: 200, body: { permissions: ['team.manage'] } },
    'GET /api/team/members': { status: 200, body: team },
    ...extra,
  });
}

async function openTeam() {
  const view = renderRoute('/dashboard/users');
  await screen.findByRole('heading', { name: 'Team Members' });
  await screen.findByText('Current Plan: Pro (5 Users)');
  return view;
}

describe('Team Members page', () => {
  afterEach(resetWebTestState);

  it('lists the real members with role, status and the plan banner; admins have no Remove button', async () => {
    teamApi();
    await openTeam();
    expect(screen.getByText('Manage user access and permissions')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['User', 'Email', 'Role', 'Status', 'Actions']);
    expect(within(table).getByText('Invited')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe(
      '/dashboard/billing?action=changePlan',
    );
    expect(screen.queryAllByRole('button', { name: 'Remove Alex Stone' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Remove Dana Reyes' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Remove Sam Lee' }).length).toBeGreaterThan(0);
  });

  it('validates the invite form in the browser, then invites and shows the spec message for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = teamApi({
      'POST /api/team/members': {
        status: 201,
        body: { member: member({ id: 'new', status: 'invited' }), message: 'ok' },
      },
    });
    await openTeam();
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Team Member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Role is required')).toBeTruthy();
    expect(api.callsTo('POST /api/team/members')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^first name/i), { target: { value: 'Casey' } });
    fireEvent.change(within(dialog).getByLabelText(/^last name/i), { target: { value: 'Morgan' } });
    fireEvent.change(within(dialog).getByLabelText(/^email/i), {
      target: { value: 'Casey@SummitPeak.test' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^role/i), { target: { value: 'manager' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(api.callsTo('POST /api/team/members')).toHaveLength(1));
    expect(api.callsTo('POST /api/team/members')[0].body).toEqual({
      first_name: 'Casey',
      last_name: 'Morgan',
      email: 'casey@summitpeak.test',
      role: 'manager',
    });
    const banner = 'User invited successfully! They will receive an email to set up their account.';
    expect(await screen.findByText(banner)).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.queryByText(banner)).toBeNull();
  });

  it('shows the server reason when the plan has no free seat', async () => {
    const seats =
      'Your Pro plan includes 5 users and all of them are taken. Upgrade your plan to add more team members.';
    teamApi({ 'POST /api/team/members': { status: 409, body: { detail: seats } } });
    await openTeam();
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Team Member' });
    fireEvent.change(within(dialog).getByLabelText(/^first name/i), { target: { value: 'Casey' } });
    fireEvent.change(within(dialog).getByLabelText(/^last name/i), { target: { value: 'Morgan' } });
    fireEvent.change(within(dialog).getByLabelText(/^email/i), {
      target: { value: 'casey@summitpeak.test' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^role/i), { target: { value: 'user' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(seats);
  });

  it('asks with the spec text before removing, then removes', async () => {
    const api = teamApi({
      'DELETE /api/team/members/user-9': { status: 200, body: { message: 'User removed successfully.' } },
    });
    await openTeam();
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove Sam Lee' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Remove team member' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to remove this user? They will lose access immediately.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/team/members/user-9')).toHaveLength(1));
    expect(await screen.findByText('User removed successfully.')).toBeTruthy();
  });

  it('changes a role from the list', async () => {
    const api = teamApi({
      'PUT /api/team/members/user-9': {
        status: 200,
        body: { member: member({ id: 'user-9', role: 'manager' }), message: 'Role updated successfully.' },
      },
    });
    await openTeam();
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Role of Sam Lee' })[0], {
      target: { value: 'manager' },
    });
    await waitFor(() => expect(api.callsTo('PUT /api/team/members/user-9')).toHaveLength(1));
    expect(api.callsTo('PUT /api/team/members/user-9')[0].body).toEqual({ role: 'manager' });
    expect(await screen.findByText('Role updated successfully.')).toBeTruthy();
    // Nobody changes their own role from here.
    expect(screen.queryAllByRole('combobox', { name: 'Role of Dana Reyes' })).toHaveLength(0);
  });
});
