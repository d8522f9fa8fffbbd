import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GDPR_CONFIRM_MESSAGES } from '../../shared/public-site/gdpr.js';
import { GDPR_SUBMITTED_MESSAGE } from '../../shared/public-site/schemas/public-forms.js';
import { desktop, heroCountdown, openPage, PHONE, shot, useBrowser } from '../support/browser.js';
import { seriousViolations } from '../support/axe.js';
import { gdprConfirmLink } from '../support/gdpr.js';
import { useRuntimeEnvironment } from '../support/operator.js';

useRuntimeEnvironment();
const { getSubmission, listSubmissions } = await import('../../functions/public-site/data/submissions.js');

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A page at `width` px (375: a phone); with `clock`, its timers run on Playwright's fake clock. */
async function newPage(width = 1280, options: { clock?: boolean } = {}): Promise<Page> {
  const page = await openPage(browser, width === 375 ? PHONE : desktop(width));
  if (options.clock) await page.context().clock.install();
  return page;
}

describe('accessibility of the landing page overlays (axe-core)', () => {
  it('the open presale popup, sample estimate and chatbot have no serious or critical violation', async () => {
    const page = await newPage(375);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Or view a sample estimate' }).click();
    await page.getByRole('dialog', { name: 'Sample Estimate' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Get Early Access + 50% Off' }).click();
    await page.getByRole('dialog', { name: 'Lock in presale pricing' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await page.getByRole('dialog', { name: 'Ridgeline assistant' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

// Each test in its own context, a few at a time: one test's page loads overlap another's waits.
describe.concurrent('landing page', () => {
  it.for([375, 1280])('looks right at %i px, with seeded testimonials and FAQ', async (width, { expect }) => {
    const page = await newPage(width);
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.locator('#faq details').count()).toBeGreaterThan(3);
    await expect.poll(() => page.locator('blockquote').count()).toBeGreaterThan(3);
    // The counters run once the section is in view.
    await page.locator('#benefits').scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('[data-counter-target="60"]').first().textContent(), { timeout: 5000 })
      .toBe('60 s');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `landing-${width}`);
    await page.context().close();
  });

  it('View Live Demo scrolls to the address form; a short address says so', async ({ expect }) => {
    const page = await newPage(375);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'View Live Demo' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('demo-address');
    const submit = page.getByRole('button', { name: 'Get Instant Estimate' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Property address').fill(' 12  ');
    await submit.click();
    await expect.poll(() => page.getByText('Please enter a valid address').count()).toBe(1);
    await page.context().close();
  });

  it('runs the live demo against POST /api/estimates/quick: loading, result, Try Another Address', async ({
    expect,
  }) => {
    const page = await newPage(1280);
    await page.goto(`${baseUrl}/`);
    await page.getByLabel('Property address').fill('1600 Amphitheatre Parkway, Mountain View, CA');
    await page.getByRole('button', { name: 'Get Instant Estimate' }).click();
    const demo = page.locator('#live-demo');
    await demo.getByRole('button', { name: 'Try Another Address' }).waitFor({ timeout: 30_000 });
    expect(await demo.getByText('Estimated total').count()).toBe(1);
    await shot(page, 'live-demo-result');
    await demo.getByRole('button', { name: 'Try Another Address' }).click();
    expect(await page.getByLabel('Property address').inputValue()).toBe('');
    await page.context().close();
  });

  it('the sample estimate recomputes with custom rates and downloads as a PDF', async ({ expect }) => {
    const page = await newPage(1280);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Or view a sample estimate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sample Estimate' });
    await expect.poll(() => dialog.getByText('$15,151.54').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Customize Rates' }).click();
    await page.getByLabel('Shingles ($/square)').fill('100');
    await page.getByRole('button', { name: 'Save & Update Estimate' }).click();
    await expect.poll(() => page.getByText('$15,151.54').count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('button', { name: 'Email to Customer' }).click();
    await page.getByRole('dialog', { name: 'Lock in presale pricing' }).waitFor();
    await page.context().close();
  });

  it('stores a presale popup lead and auto-closes the success view', async ({ expect }) => {
    const page = await newPage(375, { clock: true });
    const email = `presale.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Get Early Access + 50% Off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lock in presale pricing' });
    const submit = dialog.getByRole('button', { name: 'Reserve My Presale Spot' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('First name').fill('Casey');
    await dialog.getByLabel('Last name').fill('Nguyen');
    await dialog.getByLabel('Email').fill(email);
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Phone').fill('(512) 555-0101');
    await submit.click();
    await page.getByRole('dialog', { name: "You're on the list!" }).waitFor();
    await expect
      .poll(async () =>
        (await listSubmissions<{ email: string }>('lead', { limit: 50 })).items.some(
          (item) => item.email === email,
        ),
      )
      .toBe(true);
    const stored = (
      await listSubmissions<{ email: string; source: string; interests: string[] }>('lead', { limit: 50 })
    ).items.find((item) => item.email === email);
    expect(stored).toMatchObject({ source: 'presale_popup', interests: ['early_access'] });
    expect(await page.getByRole('dialog', { name: "You're on the list!" }).count()).toBe(1);
    await page.clock.runFor(5000);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('shows the sticky offer after 4 s and keeps it away for 24 h after dismissal', async ({ expect }) => {
    const page = await newPage(1280, { clock: true });
    await page.goto(`${baseUrl}/`);
    const offer = page.getByRole('complementary', { name: 'Presale offer' });
    await heroCountdown(page).waitFor();
    await page.clock.runFor(4500);
    await offer.waitFor();
    await offer.getByRole('button', { name: 'Dismiss offer' }).click();

    // Reloaded 1 h later: well past 4 s on the page, the offer stays away. The hero's countdown ticks on
    // the same clock, so once it shows the later second, the 4-s timer has fired and been rendered.
    await page.clock.fastForward(3600 * 1000);
    await page.reload();
    const before = await heroCountdown(page).textContent();
    await page.clock.runFor(5000);
    await expect.poll(() => heroCountdown(page).textContent()).not.toBe(before);
    expect(await offer.count()).toBe(0);

    // A day after the dismissal it comes back.
    await page.clock.fastForward(23 * 3600 * 1000);
    await page.reload();
    await heroCountdown(page).waitFor();
    await page.clock.runFor(4500);
    await offer.waitFor();
    await page.context().close();
  });

  it('the chatbot answers a quick question after a second and ignores empty input', async ({ expect }) => {
    const page = await newPage(375, { clock: true });
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Ridgeline assistant' });
    await chat.getByRole('button', { name: 'Send' }).click();
    expect(await chat.getByText('You:').count()).toBe(0);
    // An installed clock still flows; pause it so a slow click cannot let the second pass unseen.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await chat.getByRole('button', { name: 'What plans do you offer?' }).click();
    expect(await chat.getByText(/\$499\/month/).count()).toBe(0);
    await page.clock.runFor(1100);
    await expect.poll(() => chat.getByText(/Professional \$499\/month/).count()).toBe(1);
    await shot(page, 'chatbot-375');
    await page.context().close();
  });
});

describe.concurrent('public forms', () => {
  it('early access: stores a beta tester lead, welcomes and returns home after 5 s', async ({ expect }) => {
    const page = await newPage(375, { clock: true });
    const email = `early.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/early-access`);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('512-555-0102');
    await page.getByLabel(/Apply for a beta tester spot/).check();
    await page.getByRole('button', { name: 'Get Early Access' }).last().click();
    await page.getByRole('heading', { name: 'Welcome aboard!' }).waitFor();
    await page.clock.runFor(5000);
    await page.waitForURL(`${baseUrl}/`);
    const stored = (
      await listSubmissions<{ email: string; source: string; interests: string[]; notes: string }>('lead', {
        limit: 50,
      })
    ).items.find((item) => item.email === email);
    expect(stored).toMatchObject({ source: 'early_access_page', interests: ['early_access', 'beta_tester'] });
    await page.context().close();
  });

  it('partner application: confirmation with the stored application id', async ({ expect }) => {
    const page = await newPage(1280);
    const email = `partner.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/partner-application`);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await page.getByLabel('First name').fill('Jamie');
    await page.getByLabel('Last name').fill('Ortiz');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Phone').fill('713-555-0142');
    await page.getByLabel('Company name').fill('Gulf Coast Consultants');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel(/^Reseller Partner/).check();
    await page.getByLabel('Business type').selectOption('marketing-agency');
    await page.getByLabel('Leads per month').fill('30');
    await page.getByLabel('Trade Shows').check();
    await submit.click();
    await page.getByRole('heading', { name: 'Application submitted!' }).waitFor();
    const id = (await page.getByTestId('application-id').textContent())!.trim();
    expect(await page.getByText('48 hours').count()).toBeGreaterThan(0);
    const stored = await getSubmission<Record<string, unknown>>('partner_application', id);
    expect(stored).toMatchObject({
      email,
      partner_type: 'reseller',
      industry_type: 'Sales Agency',
      has_sales_team: true,
      marketing_channels: ['trade_shows'],
    });
    await shot(page, 'partner-confirmation');
    await page.context().close();
  });

  it('contact: Thank You! with the reference id of the stored submission', async ({ expect }) => {
    const page = await newPage(375);
    const email = `contact.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/contact`);
    await page.getByLabel('First name').fill('Jo');
    await page.getByLabel('Last name').fill('Reed');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('512-555-0100');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('Reason').selectOption('demo_request');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const reference = (await page.getByTestId('reference-id').textContent())!.trim();
    expect(reference).toMatch(/^RL-[0-9A-Z]{8}$/);
    const stored = (
      await listSubmissions<{ id: string; email: string }>('contact', { limit: 50 })
    ).items.find((item) => item.email === email);
    expect(stored?.id.slice(-8)).toBe(reference.slice(3));
    await page.context().close();
  });

  it('GDPR: the page asks to check the email; the page of the mailed link confirms the request, which then reaches the CRM', async ({
    expect,
  }) => {
    const page = await newPage(1280);
    const email = `gdpr.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/gdpr`);
    const submit = page.getByRole('button', { name: 'Submit Request' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Request type').selectOption('portability');
    await page.getByLabel('Full name').fill('Avery Stone');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await submit.click();
    await expect.poll(() => page.getByText(GDPR_SUBMITTED_MESSAGE).count()).toBe(1);
    await expect.poll(() => page.getByText('Until you confirm, we do not act on it.').count()).toBe(1);
    await shot(page, 'gdpr-check-your-email-1280');
    const listed = async () =>
      (
        await listSubmissions<{ email: string; request_type: string }>('gdpr_request', { limit: 50 })
      ).items.find((item) => item.email === email);
    expect(await listed()).toBeUndefined();

    const link = await gdprConfirmLink(email);
    const phone = await newPage(375);
    await phone.goto(`${baseUrl}/gdpr/confirm/${link.id}?token=${link.token}`);
    await phone.getByRole('button', { name: 'Confirm my request' }).waitFor();
    await shot(phone, 'gdpr-confirm-375');
    await phone.getByRole('button', { name: 'Confirm my request' }).click();
    await expect.poll(() => phone.getByText(GDPR_CONFIRM_MESSAGES.confirmed).count()).toBe(1);
    await shot(phone, 'gdpr-confirmed-375');
    expect((await listed())?.request_type).toBe('portability');
    // The link works once: a second press on a fresh page says so.
    await phone.reload();
    await phone.getByRole('button', { name: 'Confirm my request' }).click();
    await expect.poll(() => phone.getByText(GDPR_CONFIRM_MESSAGES.invalid).count()).toBe(1);
    await page.context().close();
    await phone.context().close();
  });

  it('cookie preferences survive a reload (cookie and localStorage)', async ({ expect }) => {
    const page = await newPage(375);
    await page.goto(`${baseUrl}/cookie-policy`);
    const analytics = page.getByRole('checkbox', { name: /^Analytics/ });
    expect(await analytics.isChecked()).toBe(false);
    await analytics.check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    // The click may arrive before the controls' code has loaded: it is replayed, then confirmed.
    await page.getByText('Your preferences have been saved.').waitFor();
    await page.reload();
    // The prerendered controls show the default until the island applies the stored choice.
    await expect.poll(() => page.getByRole('checkbox', { name: /^Analytics/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Marketing/ }).isChecked()).toBe(false);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'ridgeline_consent')?.value).toBe('010');
    expect(await page.evaluate(() => localStorage.getItem('ridgeline.cookie-consent'))).toContain(
      '"flags":"010"',
    );
    await page.getByRole('button', { name: 'Reject All (except Essential)' }).click();
    await page.getByText('Optional cookies rejected. Only essential cookies are used.').waitFor();
    await page.reload();
    await page.locator('[data-island="cookie-choice"][data-island-live]').waitFor({ state: 'attached' });
    expect(await page.getByRole('checkbox', { name: /^Analytics/ }).isChecked()).toBe(false);
    await page.context().close();
  });

  it('partner calculator: referrals × plan value × rate, rounded; negatives count as 0', async ({
    expect,
  }) => {
    const page = await newPage(375);
    await page.goto(`${baseUrl}/partner-program`);
    await page.getByLabel('Referrals per month').fill('10');
    await expect.poll(() => page.getByTestId('partner-earnings').textContent()).toContain('$1,497');
    await page.getByRole('tab', { name: 'Reseller Partners' }).click();
    await expect.poll(() => page.getByTestId('partner-earnings').textContent()).toContain('$2,994');
    await page.getByLabel('Referrals per month').fill('-3');
    await expect.poll(() => page.getByTestId('partner-earnings').textContent()).toContain('$0');
    await page.context().close();
  });
});
