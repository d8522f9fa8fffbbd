import { describe, expect, it } from 'vitest';
import { detectLogoType } from '../../../shared/kernel/image-type.js';
import type { PlanTier } from '../../../shared/kernel/constants.js';
import { canAddSeat, entitlementsAt } from '../../../shared/kernel/entitlements.js';
import { renderEmail } from '../../../shared/mail/registry.js';
import {
  canUseLogo,
  memberStatus,
  PLAN_SEATS,
  planBannerText,
  subscriptionStatusAt,
} from '../../../shared/accounts/team.js';
import {
  changePasswordForm,
  listUsersQuery,
  updateUserRequest,
} from '../../../shared/accounts/schemas/auth.js';
import { listMembersQuery } from '../../../shared/accounts/schemas/team.js';
import { gifBytes, htmlBytes, jpegBytes, pngBytes, svgBytes } from '../../support/images.js';

/** Whether a paying account on `tier` with `seatsUsed` members may invite one more (plan enforcement). */
function hasFreeSeat(tier: PlanTier, seatsUsed: number): boolean {
  const facts = { tier, subscriptionStatus: 'active' as const, trialEndsAt: null };
  return canAddSeat(entitlementsAt(facts, new Date('2026-11-23T00:00:00Z')), seatsUsed);
}

describe('seats and plan banner', () => {
  it('gives starter 2, pro 5 and enterprise unlimited users', () => {
    expect(PLAN_SEATS).toEqual({ starter: 2, pro: 5, enterprise: null });
    expect(hasFreeSeat('starter', 1)).toBe(true);
    expect(hasFreeSeat('starter', 2)).toBe(false);
    expect(hasFreeSeat('pro', 4)).toBe(true);
    expect(hasFreeSeat('pro', 5)).toBe(false);
    expect(hasFreeSeat('enterprise', 10_000)).toBe(true);
    expect(planBannerText('pro')).toBe('Current Plan: Pro (5 Users)');
    expect(planBannerText('enterprise')).toBe('Current Plan: Enterprise (Unlimited Users)');
  });

  it('derives a member status from the stored flags', () => {
    expect(memberStatus({ isActive: true })).toBe('active');
    expect(memberStatus({ isActive: true, invitePending: true })).toBe('invited');
    expect(memberStatus({ isActive: false, invitePending: true })).toBe('removed');
  });
});

describe('subscriptionStatusAt', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('is trial until the trial ends, then free; active stays active', () => {
    expect(
      subscriptionStatusAt({ subscriptionStatus: 'trial', trialEndsAt: '2026-03-01T12:00:01Z' }, now),
    ).toBe('trial');
    expect(
      subscriptionStatusAt({ subscriptionStatus: 'trial', trialEndsAt: '2026-03-01T12:00:00Z' }, now),
    ).toBe('free');
    expect(subscriptionStatusAt({ subscriptionStatus: 'trial', trialEndsAt: null }, now)).toBe('free');
    expect(subscriptionStatusAt({ subscriptionStatus: 'active', trialEndsAt: null }, now)).toBe('active');
    expect(
      subscriptionStatusAt({ subscriptionStatus: 'free', trialEndsAt: '2030-01-01T00:00:00Z' }, now),
    ).toBe('free');
    expect([canUseLogo('active'), canUseLogo('trial'), canUseLogo('free')]).toEqual([true, true, false]);
  });
});

describe('detectLogoType', () => {
  it('recognises PNG and JPEG by their signatures only', () => {
    expect(detectLogoType(pngBytes())).toBe('png');
    expect(detectLogoType(jpegBytes())).toBe('jpeg');
    expect(detectLogoType(gifBytes())).toBeUndefined();
    expect(detectLogoType(svgBytes())).toBeUndefined();
    expect(detectLogoType(htmlBytes())).toBeUndefined();
    expect(detectLogoType(pngBytes().subarray(0, 7))).toBeUndefined();
    expect(detectLogoType(new Uint8Array())).toBeUndefined();
  });

  it('builds test PNGs of an exact size', () => {
    expect(pngBytes({ totalBytes: 5_242_880 }).length).toBe(5_242_880);
  });
});

describe('list and form schemas', () => {
  it('default the user list to 100 and cap a huge limit instead of honouring it', () => {
    expect(listUsersQuery.parse({}).limit).toBe(100);
    expect(listUsersQuery.parse({ limit: '1000000' }).limit).toBe(100);
    expect(listUsersQuery.parse({ limit: '7' }).limit).toBe(7);
    expect(listMembersQuery.parse({ limit: '999' }).limit).toBe(100);
    expect(listUsersQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(listUsersQuery.safeParse({ limit: 'abc' }).success).toBe(false);
  });

  it('check the password change like the spec: match first, then length', () => {
    const issues = (form: Record<string, string>) =>
      changePasswordForm.safeParse(form).error?.issues.map((issue) => issue.message);
    expect(issues({ current_password: 'x', new_password: 'short', confirm_password: 'other' })).toEqual([
      'New passwords do not match.',
    ]);
    expect(issues({ current_password: 'x', new_password: 'short', confirm_password: 'short' })).toEqual([
      'Password must be at least 8 characters long.',
    ]);
    expect(
      issues({ current_password: 'x', new_password: 'long-enough', confirm_password: 'long-enough' }),
    ).toBeUndefined();
  });

  it('refuse an empty or unknown user update', () => {
    expect(updateUserRequest.safeParse({}).success).toBe(false);
    expect(updateUserRequest.safeParse({ is_operator: true }).success).toBe(false);
    expect(updateUserRequest.parse({ phone: '' })).toEqual({ phone: null });
  });
});

describe('account emails', () => {
  it('escape names in the invite and carry the links in both bodies', () => {
    const invite = renderEmail({
      template: 'team-invite',
      data: {
        firstName: '<b>Sam</b>',
        inviterName: 'Dana "D" Reyes',
        company: 'Summit & Co',
        inviteUrl: 'http://localhost/reset-password?token=abc&invite=1',
      },
    });
    expect(invite.html).not.toContain('<b>Sam</b>');
    expect(invite.html).toContain('&lt;b&gt;Sam&lt;/b&gt;');
    expect(invite.html).toContain('Summit &amp; Co');
    expect(invite.html).toContain('token=abc&amp;invite=1');
    expect(invite.text).toContain('http://localhost/reset-password?token=abc&invite=1');
    const reset = renderEmail({
      template: 'password-reset',
      data: { firstName: 'Sam', resetUrl: 'http://localhost/reset-password?token=xyz' },
    });
    expect(reset.subject).toBe('Reset your Ridgeline password');
    expect(reset.text).toContain('expires in 1 hour');
  });
});
