import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, eventually, sentMails, signUp } from '../support/api.js';
import { measuredEstimate } from '../support/estimates.js';
import {
  expectNoHorizontalScroll,
  openPage,
  pageErrors,
  PHONE,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';

// A template message to two customers as the contractor sends it (docs/product.md#communications):
// the preview shows each customer their own name and address, the send makes one mail per customer
// (neither sees the other's address), the log shows each one's delivery (one bounces), and a message
// with a field no customer record fills is refused naming the field. Screenshots at 1280 and 375 px.

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const stamp = Date.now().toString(36);

/** Opens New message, addresses it, picks the follow-up template and asks for the preview. */
async function previewFollowUp(page: Page, to: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/communications`);
  // Once the session and the log have loaded: a click while the page still settles could be lost.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('textbox', { name: 'To' }).fill(to);
  await dialog.getByLabel('Template').selectOption({ label: 'Proposal follow-up' });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await dialog.getByRole('region', { name: 'Preview' }).waitFor();
}

describe('message templates send what the preview shows', () => {
  it('two customers get two mails with their own fields; a blank field is refused; each delivery is logged', async () => {
    const owner = await signUp({ first_name: 'Casey', company: 'Nguyen Roofing' });
    // The follow-up signs off with the company phone (a blank one would refuse the send).
    const company = { phone: '(317) 555-0199' };
    expect((await api('PUT', '/api/settings', { token: owner.token, body: { company } })).status).toBe(200);
    const ada = `ada.${stamp}@homeowner.example`;
    // The local SES stand-in bounces any address with "bounce" in it.
    const ben = `homeowner+bounce.ben.${stamp}@homeowner.example`;
    await Promise.all([
      measuredEstimate(owner.token, {
        customer_first_name: 'Ada',
        customer_last_name: 'Okafor',
        customer_email: ada,
        address: '4817 Ridgewood Dr, Carmel, IN 46032',
      }),
      measuredEstimate(owner.token, {
        customer_first_name: 'Ben',
        customer_last_name: 'Hale',
        customer_email: ben,
        address: '22 Quarry Rd, Carmel, IN 46032',
      }),
    ]);

    const page = await openPage(browser);
    await signIn(page, owner);

    // The preview: one mail per customer, each with their own name and address.
    await previewFollowUp(page, `${ada}, ${ben}`);
    const previews = page.getByTestId('message-preview');
    expect(await previews.count()).toBe(2);
    const adaPreview = (await previews.nth(0).innerText()).replace(/\s+/g, ' ');
    const benPreview = (await previews.nth(1).innerText()).replace(/\s+/g, ' ');
    expect(adaPreview).toContain(`To ${ada}`);
    expect(adaPreview).toContain('Your roofing proposal for 4817 Ridgewood Dr, Carmel, IN 46032');
    expect(adaPreview).toContain('Hi Ada,');
    expect(adaPreview).not.toContain('Ben');
    expect(benPreview).toContain('Your roofing proposal for 22 Quarry Rd, Carmel, IN 46032');
    expect(benPreview).toContain('Hi Ben,');
    expect(benPreview).not.toContain(ada);
    await shot(page, 'messages-compose-preview-1280');

    // Sent as shown: two mails, each to one customer with their own fields.
    await page.getByRole('button', { name: 'Send 2 mails' }).click();
    await page.getByText(`Message sent to ${ada}, ${ben}.`).waitFor();
    const mails = await eventually(async () => {
      const found = (await sentMails()).filter((mail) => mail.to === ada || mail.to === ben);
      return found.length === 2 ? found : undefined;
    }, 15_000);
    const adaMail = mails.find((mail) => mail.to === ada)!;
    const benMail = mails.find((mail) => mail.to === ben)!;
    expect(adaMail.subject).toBe('Your roofing proposal for 4817 Ridgewood Dr, Carmel, IN 46032');
    expect(adaMail.text).toContain('Hi Ada,');
    expect(`${adaMail.text}${adaMail.html}`).not.toContain(ben);
    expect(benMail.subject).toBe('Your roofing proposal for 22 Quarry Rd, Carmel, IN 46032');
    expect(benMail.text).toContain('Hi Ben,');
    expect(`${benMail.text}${benMail.html}`).not.toContain(ada);

    // The log: one row per customer with that customer's delivery; Ben's bounce is Ben's alone.
    const rowOf = (email: string) => page.getByRole('row').filter({ hasText: email });
    await expect
      .poll(async () => (await rowOf(ben).getByTestId('delivery-status').allTextContents()).join(), {
        timeout: 20_000,
      })
      .toBe('bounced');
    await expect
      .poll(async () => (await rowOf(ada).getByTestId('delivery-status').allTextContents()).join(), {
        timeout: 20_000,
      })
      .toBe('delivered');
    await shot(page, 'messages-log-1280', { viewport: true });

    // A customer with no estimate: the preview names the blank fields and the send is refused.
    const stranger = `stranger.${stamp}@homeowner.example`;
    await previewFollowUp(page, stranger);
    // In order of use: the subject's field first.
    await page
      .getByText('No value for {{property_address}}, {{customer_first_name}}, {{proposal_total}}')
      .waitFor();
    expect(await page.getByRole('button', { name: /^Send/ }).count()).toBe(0);
    const refused = await api('POST', '/api/communications/send', {
      token: owner.token,
      body: { recipients: [stranger], template_id: 'builtin-follow-up' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('{{customer_first_name}}');
    expect(refused.body.detail).toContain(stranger);
    expect((await sentMails()).some((mail) => mail.to.includes(stranger))).toBe(false);
    await shot(page, 'messages-compose-blank-field-1280');
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();

    // On a phone: the preview and the log fit the screen.
    const small = await openPage(browser, PHONE);
    await signIn(small, owner);
    await previewFollowUp(small, `${ada}, ${ben}`);
    await expectNoHorizontalScroll(small);
    await shot(small, 'messages-compose-preview-375');
    await small.keyboard.press('Escape');
    await small.getByTestId('communication-card').first().waitFor();
    await expectNoHorizontalScroll(small);
    await shot(small, 'messages-log-375');
    expect(pageErrors(small)).toEqual([]);
    await small.context().close();
  });
});
