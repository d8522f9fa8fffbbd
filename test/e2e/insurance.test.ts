import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney } from '../../shared/kernel/format.js';
import { waitForPasswordLink } from '../support/accounts.js';
import { api, signUp, uniqueEmail } from '../support/api.js';
import { collectPageErrors, expectNoHorizontalScroll, shot, signIn, useBrowser } from '../support/browser.js';

// Insurance as a manager and a read-only member use it: a scope dispute filed with the spec's form on
// an insurance project, followed through review to resolution while the tiles follow; a `user`-role
// member sees the module without the File New Dispute button and is refused by the API.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A member of the owner's account with a role, able to sign in. */
async function memberOf(ownerToken: string, role: 'manager' | 'user', firstName: string) {
  const email = uniqueEmail(role);
  const invited = await api('POST', '/api/team/members', {
    token: ownerToken,
    body: { first_name: firstName, last_name: 'Crew', email, role },
  });
  expect(invited.status).toBe(201);
  const { token } = await waitForPasswordLink(email);
  await api('POST', '/api/auth/password-reset-confirm', { body: { token, new_password: 'Shingle-2026' } });
  const login = await api('POST', '/api/auth/login', { body: { email, password: 'Shingle-2026' } });
  return { email, password: 'Shingle-2026', token: login.body.access_token as string };
}

async function tile(page: Page, label: string, value: string) {
  await page.waitForFunction(
    ([name, expected]) => {
      const terms = [...document.querySelectorAll('dl[aria-label="Dispute summary"] dt')];
      const term = terms.find((element) => element.textContent?.trim() === name);
      return term?.nextElementSibling?.textContent?.trim() === expected;
    },
    [label, value],
  );
}

async function phoneCheck(
  account: { email: string; password: string },
  url: string,
  name: string,
  ready: string,
) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto(url);
  await page.getByText(ready, { exact: false }).first().waitFor();
  await shot(page, name);
  await expectNoHorizontalScroll(page);
  await context.close();
}

describe('insurance: a scope dispute from the form to its resolution', () => {
  it('a manager files, reviews and resolves; the tiles follow; a user-role member only reads', async () => {
    const owner = await signUp({ first_name: 'Casey', company: 'Nguyen Roofing & Exteriors' });
    const project = await api('POST', '/api/projects', {
      token: owner.token,
      body: {
        name: 'Ellison hail claim',
        customer_name: 'Grace Ellison',
        address: '8 Birch Lane, Carmel, IN 46032',
      },
    });
    expect(project.status).toBe(201);
    const claim = await api('PUT', `/api/projects/${project.body.id}/insurance`, {
      token: owner.token,
      body: {
        insurance_company: 'State Farm',
        claim_number: 'CLM-2026-0412',
        adjuster_name: 'Dana Whit',
        final_estimate: 19880,
      },
    });
    expect(claim.status).toBe(200);
    const manager = await memberOf(owner.token, 'manager', 'Morgan');
    const reader = await memberOf(owner.token, 'user', 'Rae');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, manager);
    await page.goto(`${baseUrl}/dashboard/insurance`);
    await page.getByRole('heading', { name: 'Insurance', exact: true }).waitFor();
    await tile(page, 'Total Disputes', '0');
    await page.getByRole('tab', { name: 'Insurance Projects' }).click();
    await page.getByText('Claim CLM-2026-0412', { exact: false }).waitFor();
    expect(await page.getByText(formatMoney(19880), { exact: false }).count()).toBe(1);

    // The form: the spec's fields, tips and button.
    await page.getByRole('link', { name: 'File New Dispute' }).click();
    await page.waitForURL(/\/dashboard\/insurance\/dispute\/new$/);
    await page.getByRole('heading', { name: 'Tips for a strong dispute' }).waitFor();
    for (const tip of [
      'claim numbers',
      'evidence',
      'building codes',
      'photos, measurements',
      'professional and factual',
    ])
      expect(await page.getByText(tip, { exact: false }).count()).toBe(1);
    const fileButton = page.getByRole('button', { name: 'File Dispute' });
    expect(await fileButton.isDisabled()).toBe(true);
    await page.getByLabel('Project').selectOption(project.body.id);
    await page.getByLabel('Dispute Type').selectOption({ label: 'Scope of Work Dispute' });
    expect(await page.getByLabel('Insurance Company').inputValue()).toBe('State Farm');
    expect(await page.getByLabel('Disputed Amount ($)').getAttribute('step')).toBe('0.01');
    expect(await page.getByLabel('Dispute Description').getAttribute('rows')).toBe('6');
    await page.getByLabel('Disputed Amount ($)').fill('1840.50');
    await page
      .getByLabel('Dispute Description')
      .fill(
        'Drip edge on the rakes (36 LF) and the 7/12–9/12 steep charge (6.26 SQ) are missing from the scope.',
      );
    await shot(page, 'insurance-dispute-form-1280');
    await fileButton.click();
    await page.waitForURL(/\/dashboard\/insurance\/disputes\/[0-9A-Z]{26}$/);
    const disputeUrl = page.url();
    await page.getByRole('heading', { name: 'Scope of Work Dispute' }).waitFor();

    // Active Disputes and the tiles.
    await page.goto(`${baseUrl}/dashboard/insurance`);
    await page
      .getByRole('list', { name: 'Active disputes' })
      .getByText('Ellison hail claim', { exact: false })
      .waitFor();
    await tile(page, 'Active Disputes', '1');
    await tile(page, 'Amount in Dispute', formatMoney(1840.5));
    await shot(page, 'insurance-home-1280');

    // Review, then resolution with an amount.
    await page.getByRole('link', { name: 'Scope of Work Dispute' }).click();
    await page.waitForURL(disputeUrl);
    await page.getByRole('button', { name: 'Move to IN REVIEW' }).click();
    await page.getByText('IN REVIEW', { exact: true }).first().waitFor();
    const resolve = page.getByRole('button', { name: 'Move to RESOLVED' });
    expect(await resolve.isDisabled()).toBe(true);
    await page.getByLabel('Resolution notes').fill('Carrier added drip edge on rakes and the steep charge.');
    await page.getByLabel('Resolved amount ($)').fill('1500');
    await resolve.click();
    await page.getByText('Resolution: Carrier added drip edge', { exact: false }).waitFor();
    await page
      .getByRole('list', { name: 'Dispute timeline' })
      .getByText('IN REVIEW → RESOLVED', { exact: false })
      .waitFor();
    await shot(page, 'insurance-dispute-resolved-1280');

    await page.goto(`${baseUrl}/dashboard/insurance`);
    await tile(page, 'Resolved Disputes', '1');
    await tile(page, 'Active Disputes', '0');
    await tile(page, 'Amount in Dispute', formatMoney(0));
    await tile(page, 'Total Disputes', '1');
    await page.getByRole('tab', { name: 'Insurance Companies' }).click();
    const companies = await page.getByRole('table').innerText();
    expect(companies).toContain('State Farm');
    expect(companies).toContain('81%');
    expect(errors).toEqual([]);
    await context.close();

    // The read-only member.
    const readerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const readerPage = await readerContext.newPage();
    await signIn(readerPage, reader);
    await readerPage.goto(`${baseUrl}/dashboard/insurance`);
    await readerPage.getByRole('heading', { name: 'Insurance', exact: true }).waitFor();
    await tile(readerPage, 'Resolved Disputes', '1');
    expect(await readerPage.getByRole('link', { name: 'File New Dispute' }).count()).toBe(0);
    await readerContext.close();
    const refused = await api('POST', '/api/disputes', {
      token: reader.token,
      body: { project_id: project.body.id, dispute_type: 'scope', description: 'Not allowed.' },
    });
    expect(refused.status).toBe(403);

    await phoneCheck(manager, `${baseUrl}/dashboard/insurance`, 'insurance-home-375', 'Amount in Dispute');
    await phoneCheck(manager, disputeUrl, 'insurance-dispute-375', 'Timeline');
  });
});
