import { describe, expect, inject, it } from 'vitest';
import { passwordLinksTo, waitForPasswordLink } from '../support/accounts.js';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { collectPageErrors, shot, useBrowser } from '../support/browser.js';

// Two accounts invite one address; the invitee accepts one invite, and the other's link
// then explains in the browser why it cannot be accepted and what to do instead.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('invites of one address by two accounts, in Chromium', () => {
  it('the second link shows the refusal with a way forward once the first invite was accepted', async () => {
    const [first, second] = [await signUp(), await signUp()];
    const email = uniqueEmail('wanted');
    for (const admin of [first, second])
      expect(
        (
          await api('POST', '/api/team/members', {
            token: admin.token,
            body: { first_name: 'Casey', last_name: 'Morgan', email, role: 'user' },
          })
        ).status,
      ).toBe(201);
    await waitForPasswordLink(email, 2);
    const [one, other] = (await passwordLinksTo(email)).map((url) => url.searchParams.get('token') ?? '');
    expect(
      (
        await api('POST', '/api/auth/password-reset-confirm', {
          body: { token: one, new_password: 'Flashing-2026' },
        })
      ).status,
    ).toBe(200);

    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await page.goto(`${baseUrl}/reset-password?token=${other}&invite=1`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Invite Cannot Be Accepted' }).count(), {
          timeout: 10_000,
        })
        .toBe(1);
      expect(
        await page
          .getByText(
            'This email already has a Ridgeline account. Sign in, or ask your admin to invite another address.',
          )
          .count(),
      ).toBe(1);
      await shot(page, `invite-refused-${width}`);
      if (width === 1280) {
        await page.getByRole('link', { name: 'Sign In' }).click();
        await page.waitForURL(`${baseUrl}/login`);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
