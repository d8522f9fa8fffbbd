import { describe, expect, it } from 'vitest';
import {
  desktop,
  expectNoHorizontalScroll,
  openPage,
  pageErrors,
  PHONE,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';
import { signUp } from '../support/api.js';

// Settings → Webhooks in Chromium (docs/webhooks.md): an admin adds an endpoint, sees its secret once,
// rotates it (confirmed, a new secret shown once) and deletes it (confirmed). At 1280 and 375 px.

const browser = useBrowser();

describe('Settings → Webhooks, in Chromium', () => {
  it.each([
    ['desktop', desktop()],
    ['phone', PHONE],
  ] as const)('adds, rotates and deletes an endpoint, its secret shown once (%s)', async (name, options) => {
    const account = await signUp({ company: `Hooks ${name} Roofing` });
    const page = await openPage(browser, options);
    await signIn(page, account);
    await page.goto(page.url().replace(/\/dashboard.*$/, '/dashboard/settings'));
    const section = page.locator('#webhooks');
    await section.getByRole('heading', { name: 'Webhooks' }).scrollIntoViewIfNeeded();
    await section.getByText('No endpoints yet.').waitFor();

    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await section.getByLabel('Endpoint URL').fill('http://hooks.example.com/ridgeline');
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    await section.getByText('The URL must start with https://').waitFor();
    await section.getByLabel('Endpoint URL').fill('https://hooks.example.com/ridgeline');
    await section.getByLabel('Description (optional)').fill('Our CRM');
    await section.getByRole('checkbox', { name: /contract\.signed/ }).uncheck();
    await section.getByRole('button', { name: 'Add endpoint' }).click();

    const secret = section.getByLabel('Signing secret', { exact: true });
    await section.getByText('you won’t see it again').waitFor();
    const first = (await secret.textContent()) ?? '';
    expect(first).toMatch(/^whsec_/);
    await section.getByText('https://hooks.example.com/ridgeline').waitFor();
    await section.getByText(`proposal.accepted · secret …${first.slice(-4)}`).waitFor();
    await expectNoHorizontalScroll(page);
    await shot(page, `webhooks-secret-${name}`);
    await section.getByRole('button', { name: 'I have stored it' }).click();
    await secret.waitFor({ state: 'detached' });

    await section.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
    await section.getByText('you won’t see it again').waitFor();
    const rotated = (await secret.textContent()) ?? '';
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(first);
    await section.getByText(`secret …${rotated.slice(-4)}`).waitFor();

    await section.getByRole('button', { name: 'Show deliveries' }).click();
    await section.getByText('No deliveries yet.', { exact: false }).waitFor();

    await section.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete endpoint' }).click();
    await section.getByText('No endpoints yet.').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
