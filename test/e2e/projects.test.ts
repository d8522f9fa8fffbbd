import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { weekStart } from '../../shared/jobs/projects.js';
import { shiftDay, utcDay } from '../../shared/kernel/time.js';
import { formatLongDate, formatMoney, formatNumber, formatPercent } from '../../shared/kernel/format.js';
import { isWorkingDay, DEFAULT_WORKING_DAYS } from '../../shared/jobs/working-days.js';
import { api, eventually, sentMails, signUp, uniqueEmail } from '../support/api.js';
import { collectPageErrors, expectNoHorizontalScroll, shot, signIn, useBrowser } from '../support/browser.js';
import { decide, sentProposalOf, signedSale, waitForToken } from '../support/projects.js';

// Projects as a contractor and a homeowner use it: the sale (the existing proposal → accept → sign
// journey, through test/support) becomes a project that is managed, scheduled, delayed and started
// in the browser, and the homeowner's status link follows it; the reports of a seeded account.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The same page at phone width, for its 375 px screenshot. */
async function phoneShot(
  url: string,
  name: string,
  account: { email: string; password: string },
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
  // Names what sticks out, so a failure says where to look.
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 376)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`.slice(0, 120)),
  );
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    wide.join(' | '),
  ).toBeLessThanOrEqual(375);
  await context.close();
}

function phase(page: Page, name: string) {
  return page.getByTestId('phase-row').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

describe('after the signature: the project in the browser, and the homeowner’s link', () => {
  it('signed → project with the roof facts → manager, two phases with crew → week view → in progress → homeowner sees it', async () => {
    const owner = await signUp({
      first_name: 'Casey',
      last_name: 'Nguyen',
      company: 'Nguyen Roofing & Exteriors',
    });
    const crewEmail = uniqueEmail('crew');
    const invited = await api('POST', '/api/team/members', {
      token: owner.token,
      body: { first_name: 'Riley', last_name: 'Shingler', email: crewEmail, role: 'user' },
    });
    expect(invited.status).toBe(201);
    const sale = await signedSale(owner.token, 'Grace Ellison');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, owner);

    // The board: the signed job waits in Sold.
    await page.goto(`${baseUrl}/dashboard/projects`);
    const sold = page.locator('section', { has: page.getByRole('heading', { name: /^Sold/ }) });
    await sold.getByTestId('project-card').first().waitFor();
    expect(await sold.getByText('Grace Ellison', { exact: false }).count()).toBe(1);
    await shot(page, 'projects-board-1280');
    await sold.getByRole('link').first().click();
    await page.waitForURL(/\/dashboard\/projects\/[0-9A-Z]{26}$/);
    const projectUrl = page.url();

    // The roof facts came with it.
    await page.getByRole('heading', { name: 'Job facts' }).waitFor();
    const squares = formatNumber(sale.estimate.measurement.adjustedSquares, 2);
    expect(await page.getByText(`${sale.estimate.measurement.predominantPitch}/12`).count()).toBe(1);
    expect(await page.getByText(squares, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText(formatMoney(sale.estimate.final_price)).count()).toBeGreaterThan(0);

    // The manager.
    await page.getByLabel('Project manager').selectOption({ label: 'Casey Nguyen' });
    await page.getByText('Manager: Casey Nguyen').waitFor();

    // Two phases next week with the crew member.
    const monday = shiftDay(weekStart(utcDay(new Date())), 7);
    const dates: [string, string, string][] = [
      ['Tear-off', monday, monday],
      ['Dry-in', shiftDay(monday, 1), shiftDay(monday, 2)],
    ];
    for (const [name, start, end] of dates) {
      const row = phase(page, name);
      await row.getByLabel('Start').fill(start);
      await row.getByLabel('End').fill(end);
      await row.getByRole('button', { name: 'Save dates' }).click();
      await page.getByText(`${name}: ${start} to ${end}`, { exact: false }).waitFor();
      await phase(page, name).getByLabel(`Add crew to ${name}`).selectOption({ label: 'Riley Shingler' });
      await phase(page, name).getByRole('button', { name: 'Add' }).click();
      await phase(page, name).getByText('Crew: Riley Shingler').waitFor();
    }
    // The project shows its own messages (the homeowner's status mails once sent).
    await page.getByTestId('estimate-messages').getByRole('heading', { name: 'Messages' }).waitFor();
    await shot(page, 'projects-detail-1280');

    // The week view shows both under the crew member.
    await page.goto(`${baseUrl}/dashboard/projects/schedule`);
    await page.getByRole('button', { name: 'Next week' }).click();
    const rileyRow = page.getByRole('row', { name: /Riley Shingler/ });
    await rileyRow.waitFor();
    expect(await rileyRow.getByText('Tear-off').count()).toBe(1);
    expect(await rileyRow.getByText('Dry-in').count()).toBe(2);
    await shot(page, 'projects-schedule-1280');

    // Scheduled, then in progress.
    await page.goto(projectUrl);
    await page.getByRole('button', { name: 'Move to scheduled' }).click();
    await page.getByRole('button', { name: 'Move to in progress' }).click();
    await page.getByRole('button', { name: 'Move to completed' }).waitFor();

    // The homeowner's newest link shows it, on a phone.
    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const homeowner = await phone.newPage();
    // Every link shows the project as it stands now; the third mail is the latest stage change (the
    // weather delay and its new-dates mail have their own walk below: a trial account mails one
    // homeowner at most 5 times a day).
    const link = await waitForToken(sale.email, 'project', 3);
    await homeowner.goto(`${baseUrl}/project/${link}`);
    await homeowner.getByTestId('homeowner-status').waitFor();
    expect(await homeowner.getByTestId('homeowner-status').textContent()).toBe('In progress');
    await expectNoHorizontalScroll(homeowner);
    await shot(homeowner, 'projects-homeowner-375');
    await phone.close();

    await phoneShot(`${baseUrl}/dashboard/projects`, 'projects-board-375', owner, 'Grace Ellison');
    await phoneShot(projectUrl, 'projects-detail-375', owner, 'Job facts');
    await phoneShot(
      `${baseUrl}/dashboard/projects/schedule?week=${monday}`,
      'projects-schedule-375',
      owner,
      'Tear-off ·',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a 2-day weather delay over the weekend: working days in Settings, phases on working days, one new-dates mail, the note on the status page, Scheduled in the pipeline', async () => {
    const owner = await signUp({ first_name: 'Avery', company: 'Weekday Roofing' });
    const homeowner = uniqueEmail('homeowner');
    const created = await api('POST', '/api/projects', {
      token: owner.token,
      body: {
        name: 'Ellison re-roof',
        customer_name: 'Grace Ellison',
        customer_email: homeowner,
        address: '14 Birch Lane, Carmel, IN 46032',
      },
    });
    expect(created.status).toBe(201);
    const projectUrl = `${baseUrl}/dashboard/projects/${created.body.id}`;
    // Next week: tear-off Monday (the date the homeowner is told), dry-in Tuesday, install
    // Wednesday–Thursday, clean-up Friday.
    const monday = shiftDay(weekStart(utcDay(new Date())), 7);
    const plan: [string, string][] = [
      [monday, monday],
      [shiftDay(monday, 1), shiftDay(monday, 1)],
      [shiftDay(monday, 2), shiftDay(monday, 3)],
      [shiftDay(monday, 4), shiftDay(monday, 4)],
    ];
    for (const [index, phase] of created.body.phases.entries()) {
      const dated = await api('PUT', `/api/projects/${created.body.id}/phases/${phase.id}`, {
        token: owner.token,
        body: { start_date: plan[index][0], end_date: plan[index][1] },
      });
      expect(dated.status).toBe(200);
    }
    await waitForToken(homeowner, 'project');
    const mailsTo = async () => (await sentMails()).filter((mail) => mail.to.includes(homeowner));
    const before = (await mailsTo()).length;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, owner);

    // Settings: Monday to Friday unless the account changes them.
    await page.goto(`${baseUrl}/dashboard/settings`);
    const days = page.getByTestId('working-days-settings');
    await days.waitFor();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      expect(await days.getByLabel(day).isChecked()).toBe(true);
    for (const day of ['Saturday', 'Sunday']) expect(await days.getByLabel(day).isChecked()).toBe(false);
    await days.scrollIntoViewIfNeeded();
    await shot(page, 'settings-working-days-1280', { viewport: true });

    // The delay, from the project page.
    await page.goto(projectUrl);
    const delay = page.getByRole('form', { name: 'Weather delay' });
    await delay.getByLabel('Working days').fill('2');
    await delay.getByLabel('Reason').fill('Rain');
    await delay.getByRole('button', { name: 'Delay remaining phases' }).click();
    await page.getByText('Weather delay of 2 working days (Rain): 4 remaining phases moved').waitFor();
    const expected: [string, string, string][] = [
      ['Tear-off', shiftDay(monday, 2), shiftDay(monday, 2)],
      ['Dry-in', shiftDay(monday, 3), shiftDay(monday, 3)],
      ['Install', shiftDay(monday, 4), shiftDay(monday, 7)],
      ['Clean-up & final inspection', shiftDay(monday, 8), shiftDay(monday, 8)],
    ];
    for (const [name, start, end] of expected) {
      const start_ = await phase(page, name).getByLabel('Start').inputValue();
      const end_ = await phase(page, name).getByLabel('End').inputValue();
      expect([name, start_, end_]).toEqual([name, start, end]);
      expect(isWorkingDay(start_, DEFAULT_WORKING_DAYS) && isWorkingDay(end_, DEFAULT_WORKING_DAYS)).toBe(
        true,
      );
    }
    await shot(page, 'projects-delay-1280');

    // One "new dates" mail, with the reason and the new first working day.
    const news = await eventually(async () => {
      const mails = (await mailsTo()).slice(before);
      return mails.length ? mails : undefined;
    }, 15_000);
    expect(news).toHaveLength(1);
    expect(news[0].subject).toBe('New dates for your roofing project at 14 Birch Lane, Carmel, IN 46032');
    expect(news[0].text).toContain('Reason: Weather delay of 2 working days: Rain.');
    expect(news[0].text).toContain(`Work now starts on Wednesday, ${formatLongDate(shiftDay(monday, 2))}.`);
    expect(news[0].text).toContain(
      `Clean-up & final inspection: Tuesday, ${formatLongDate(shiftDay(monday, 8))}`,
    );

    // The homeowner's page (the link of that mail) shows the note, on a phone.
    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const status = await phone.newPage();
    await status.goto(`${baseUrl}/project/${await waitForToken(homeowner, 'project', 2)}`);
    const note = status.getByTestId('schedule-note');
    await note.waitFor();
    expect(await note.textContent()).toContain('Weather delay of 2 working days: Rain.');
    await expectNoHorizontalScroll(status);
    await shot(status, 'projects-status-delay-375');

    // The project page on a phone: phases and actions open, secondary sections folded.
    const mobile = await phone.newPage();
    await signIn(mobile, owner);
    await mobile.goto(projectUrl);
    await mobile.getByRole('form', { name: 'Weather delay' }).waitFor();
    const timeline = mobile.getByTestId('phone-disclosure').filter({ hasText: 'Timeline' });
    expect(await timeline.locator('summary').isVisible()).toBe(true);
    expect(await mobile.getByText('Weather delay of 2 working days (Rain)').first().isVisible()).toBe(false);
    await timeline.locator('summary').click();
    await mobile.getByText('Weather delay of 2 working days (Rain)').waitFor();
    await shot(mobile, 'projects-detail-folded-375');
    await phone.close();

    // Scheduled: on the board and, once moved there, in the reports' pipeline.
    expect(
      (await api('PUT', `/api/projects/${created.body.id}/status?status=scheduled`, { token: owner.token }))
        .status,
    ).toBe(200);
    await page.goto(`${baseUrl}/dashboard/reports`);
    const pipeline = page.getByTestId('pipeline-table');
    await pipeline.waitFor();
    expect(await pipeline.getByRole('row', { name: /^Scheduled/ }).textContent()).toBe(
      `Scheduled1${formatMoney(0)}`,
    );
    await shot(page, 'reports-scheduled-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the reports of a seeded account show the close rate and pipeline the test computes from its seed', async () => {
    const owner = await signUp({ first_name: 'Morgan', company: 'Report Ridge Roofing' });
    const sent = [];
    for (let index = 0; index < 3; index++) sent.push(await sentProposalOf(owner.token, `Seed ${index}`));
    await decide(sent[0].proposalToken, 'accept');
    await decide(sent[1].proposalToken, 'decline');
    const signed = await signedSale(owner.token, 'Seed Signer');
    // From the seed: 4 sent, 2 accepted, 1 signed.
    const all = [...sent, signed];
    const cents = (sale: (typeof all)[number]) => Math.round(sale.estimate.final_price * 100);
    const sentValue = all.reduce((total, sale) => total + cents(sale), 0) / 100;
    const acceptedValue = (cents(sent[0]) + cents(signed)) / 100;

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, owner);
    // The dashboard home's strip shows this month.
    await page.getByTestId('this-month-strip').waitFor();
    expect(await page.getByTestId('this-month-strip').textContent()).toContain(formatPercent(50));
    await page.goto(`${baseUrl}/dashboard/reports`);
    await page.getByTestId('close-rate').waitFor();
    expect(await page.getByTestId('close-rate').textContent()).toBe(formatPercent((2 / 4) * 100));
    const pipeline = page.getByTestId('pipeline-table');
    const row = (stage: string) => pipeline.getByRole('row', { name: new RegExp(`^${stage}`) });
    expect(await row('Proposal sent').textContent()).toBe(`Proposal sent4${formatMoney(sentValue)}`);
    expect(await row('Accepted').textContent()).toBe(`Accepted2${formatMoney(acceptedValue)}`);
    expect(await row('Signed').textContent()).toBe(`Signed1${formatMoney(signed.estimate.final_price)}`);
    expect(await page.getByText('Close rate: proposals accepted in the period divided by').count()).toBe(1);
    // Revenue signed, pipeline, complexity and collected revenue.
    expect(await page.locator('canvas').count()).toBe(4);
    await shot(page, 'reports-1280');
    await context.close();
    await phoneShot(`${baseUrl}/dashboard/reports`, 'reports-375', owner, 'Close rate');
  });
});
