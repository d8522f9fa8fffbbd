import { describe, expect, inject, it } from 'vitest';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { openPage, pageErrors, PHONE, shot, openOperatorSession, useBrowser } from '../support/browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('Platform Users in Chromium', () => {
  it('the operator finds a member by search, sees the account’s plan and trial, removes their access and gives it back', async () => {
    const tag = `zx${Date.now().toString(36)}`;
    const admin = await signUp({ company: `Ridgeback Roofing ${tag}` });
    const memberEmail = uniqueEmail(`member-${tag}`);
    const invited = await api('POST', '/api/team/members', {
      token: admin.token,
      body: { email: memberEmail, first_name: 'Sky', last_name: 'Member', role: 'user' },
    });
    expect(invited.status).toBe(201);

    const page = await openPage(browser);
    await openOperatorSession(page);
    await page.waitForURL(`${baseUrl}/dashboard/admin`);
    await page.getByRole('link', { name: 'Platform Users' }).click();
    await page.getByRole('heading', { name: 'Platform Users' }).waitFor();

    await page.getByLabel('Search users').fill(`ridgeback roofing ${tag}`);
    const table = page.getByRole('table').filter({ hasText: 'Joined' });
    const memberRow = table.getByRole('row').filter({ hasText: memberEmail });
    await memberRow.waitFor();
    // Only the account's two users match; each row names the plan and billing state.
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await memberRow.getByText('Pro', { exact: true }).count()).toBe(1);
    expect(await memberRow.getByText('Trial', { exact: true }).count()).toBe(1);
    expect(await memberRow.getByText(/^Trial ends /).count()).toBe(1);
    expect(await memberRow.getByText('Invited', { exact: true }).count()).toBe(1);
    await shot(page, 'platform-users-search-1280');

    await memberRow.getByRole('button', { name: `Remove access of ${memberEmail}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove access' });
    await dialog.getByRole('button', { name: 'Remove access' }).click();
    await page.getByText('Sky Member can no longer sign in').waitFor();
    await expect.poll(() => memberRow.getByText('Removed', { exact: true }).count()).toBe(1);
    await memberRow.getByRole('button', { name: `Restore access of ${memberEmail}` }).click();
    await page
      .getByRole('dialog', { name: 'Restore access' })
      .getByRole('button', { name: 'Restore access' })
      .click();
    await page.getByText('Sky Member can sign in again').waitFor();
    await expect.poll(() => memberRow.getByText('Invited', { exact: true }).count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();

    // On a phone the same search gives cards with the plan and the action.
    const phone = await openPage(browser, PHONE);
    await openOperatorSession(phone);
    await phone.waitForURL(`${baseUrl}/dashboard/admin`);
    await phone.goto(`${baseUrl}/dashboard/admin/users`);
    await phone.getByLabel('Search users').fill(tag);
    // The unfiltered list shows the newest users first, so wait for the search's own two cards.
    const cards = phone.getByRole('list', { name: 'Platform users' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(2);
    await cards.getByText(memberEmail).waitFor();
    expect(await phone.getByRole('button', { name: `Remove access of ${memberEmail}` }).count()).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone, 'platform-users-search-375');
    expect(pageErrors(phone)).toEqual([]);
    await phone.context().close();
  });
});
