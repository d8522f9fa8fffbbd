import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  mailedLink,
  pdfShot,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { api, eventually, signUp } from '../support/api.js';

// Proposals with options, end to end: the contractor offers three roofs, two upgrades and a
// plan; the homeowner chooses on a phone, accepts and signs; the contract follows the choice
// (docs/decisions.md, "The offer on an estimate" … "The contract follows the choice").

const baseUrl = inject('baseUrl');
const browser = useBrowser();

const line = (id: string, name: string, tier: string, pricePerSquare: number, colours: string[] = []) => ({
  id,
  name,
  tier,
  material: 'asphalt_shingles',
  price_per_square: pricePerSquare,
  waste: 'suggested',
  labor_adjustment_percent: 0,
  warranty: `${tier} warranty`,
  colours,
});

describe('proposal with options: builder → phone choice → signed contract', () => {
  it('the homeowner picks Better with ridge vent and a colour; the signing page and contract PDF follow', async () => {
    const stamp = Date.now().toString(36);
    const homeownerEmail = `grace.options.${stamp}@homeowner.example`;
    const account = await signUp({
      email: `e2e.options.${stamp}@example.com`,
      password: 'Ridge-line-2026',
      company: 'Nguyen Roofing & Exteriors',
    });
    // The catalogue and plan through the API (the My Rates screens have their own tests).
    const catalogue = await api('PUT', '/api/catalogue', {
      token: account.token,
      body: {
        catalogue: {
          lines: [
            line('good', 'Builder Grade', 'Good', 110),
            line('better', 'Duration Shingles', 'Better', 150, ['Onyx Black', 'Driftwood']),
            line('best', 'Designer Shingles', 'Best', 240, ['Slate Grey']),
          ],
          upgrades: [
            { id: 'ridge-vent', name: 'Ridge vent', basis: 'ridge_ft', unit_price: 8, description: '' },
            {
              id: 'ice-shield',
              name: 'Ice and water shield',
              basis: 'eave_ft',
              unit_price: 4.5,
              description: '',
            },
          ],
        },
      },
    });
    expect(catalogue.status).toBe(200);
    const plans = await api('PUT', '/api/financing-plans', {
      token: account.token,
      body: {
        plans: [
          {
            id: 'green-sky',
            lender: 'GreenSky',
            apr_percent: 9.99,
            term_months: 120,
            min_amount: 1000,
            max_amount: 100000,
            dealer_fee_percent: 0,
            fee_included: false,
            apply_url_template: 'https://apply.example.com/?amount={amount}',
          },
        ],
      },
    });
    expect(plans.status).toBe(200);

    const contractorContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const contractor = await contractorContext.newPage();
    const homeownerContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const homeowner = await homeownerContext.newPage();
    const errors: string[] = [];
    for (const page of [contractor, homeowner]) collectPageErrors(page, errors);

    // Contractor: a measured estimate, then the options through the builder.
    await signIn(contractor, account);
    await contractor.goto(`${baseUrl}/dashboard/estimates/new`);
    await contractor.getByLabel('Street address').fill('4821 Timber Ridge Court, Carmel, IN 46032');
    await contractor.getByLabel('Customer last name').fill('Ellison');
    await contractor.getByLabel('First name').fill('Grace');
    await contractor.getByLabel('Email').fill(homeownerEmail);
    await contractor.getByRole('button', { name: 'Create Estimate' }).click();
    await contractor.waitForURL(/\/dashboard\/estimates\/[0-9A-Z]{26}$/);
    const estimateUrl = contractor.url();
    await contractor.getByTestId('final-price').waitFor({ timeout: 15_000 });

    const builder = contractor.locator('div.rounded-xl', {
      has: contractor.getByRole('heading', { name: 'Proposal options' }),
    });
    for (const name of [
      'Builder Grade',
      'Duration Shingles',
      'Designer Shingles',
      'Ridge vent',
      'Ice and water shield',
      'GreenSky',
    ])
      await builder.getByRole('checkbox', { name: new RegExp(name) }).check();
    await builder.getByRole('radio', { name: 'Duration Shingles: Recommended' }).check();
    await builder.getByRole('button', { name: 'Save options' }).click();
    await builder.getByText('Options saved. A proposal sent from now on offers them.').waitFor();
    const preview = builder.getByTestId('offer-preview');
    expect(await preview.getByText(/^As low as \$[\d,]+\.\d\d\/mo$/).count()).toBe(3);
    const ridgeBasis = (await builder.getByText(/ft of ridge · \$[\d,]+\.\d\d$/).textContent())!;
    const ridgeFeet = ridgeBasis.match(/([\d.,]+) ft of ridge/)![1]!.replace(/,/g, '');
    await builder.scrollIntoViewIfNeeded();
    await shot(contractor, 'proposal-options-builder-1280');

    await contractor.getByRole('button', { name: 'Send to Customer' }).click();
    const dialog = contractor.getByRole('dialog', { name: 'Send to Customer' });
    await dialog.getByRole('button', { name: 'Send Proposal' }).click();
    await expect
      .poll(() => contractor.getByText(`Proposal sent successfully to ${homeownerEmail}!`).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // Homeowner on a phone: Better with ridge vent and a colour, the payment and its disclosure.
    const proposalLink = await mailedLink(homeownerEmail, 'proposal');
    await homeowner.goto(proposalLink);
    await homeowner.getByRole('group', { name: 'Choose your roof' }).waitFor();
    const better = homeowner.getByTestId('offer-option-better');
    expect(await better.getByText('Recommended').count()).toBe(1);
    await better.getByText('Duration Shingles').click();
    await homeowner.getByText('Ridge vent', { exact: true }).click();
    expect(await homeowner.getByRole('switch', { name: /Ridge vent/ }).isChecked()).toBe(true);
    await homeowner.getByText('Driftwood', { exact: true }).click();
    expect(await better.getByText(/^As low as \$[\d,]+\.\d\d\/mo\*$/).count()).toBe(1);
    await homeowner.getByRole('radio', { name: /GreenSky/ }).check();
    const disclosure = homeowner.getByTestId('financing-disclosure');
    expect(await disclosure.textContent()).toContain('Subject to credit approval.');
    const total = (await homeowner.getByTestId('portal-total').textContent())!;
    expect(total).toMatch(/^\$[\d,]+\.\d\d$/);
    await expectNoHorizontalScroll(homeowner);
    await shot(homeowner, 'proposal-options-portal-375');
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const wideProposal = await wide.newPage();
    await wideProposal.goto(proposalLink);
    await wideProposal.getByRole('group', { name: 'Choose your roof' }).waitFor();
    await shot(wideProposal, 'proposal-options-portal-1280');
    await wide.close();

    await homeowner.getByRole('button', { name: 'Accept Proposal' }).click();
    const confirm = homeowner.getByRole('dialog', { name: 'Accept this proposal?' });
    await confirm.getByRole('button', { name: `Accept for ${total}` }).click();
    await homeowner.getByRole('heading', { name: 'Thank you — proposal accepted!' }).waitFor();

    // Contractor: contract generated from the choice and sent for signing.
    await contractor.goto(estimateUrl);
    await contractor.getByText('Accepted', { exact: true }).first().waitFor();
    await contractor.getByRole('button', { name: 'Generate Contract' }).click();
    const review = contractor.getByRole('dialog', { name: 'Review the contract' });
    await review.waitFor({ timeout: 20_000 });
    await review.getByRole('button', { name: 'Send for Signing' }).click();
    await expect
      .poll(() => contractor.getByText('Document sent for digital signature!').count(), { timeout: 20_000 })
      .toBe(1);

    // Homeowner: the signing page shows the selection, then signs.
    const signingLink = await mailedLink(homeownerEmail, 'sign');
    await homeowner.goto(signingLink);
    const selection = homeowner.getByTestId('signing-choice');
    await selection.waitFor();
    const selected = (await selection.textContent())!;
    for (const text of ['Duration Shingles', 'Driftwood', 'Ridge vent', 'GreenSky', total])
      expect(selected).toContain(text);
    await shot(homeowner, 'proposal-options-signing-375');
    await homeowner.getByLabel('Type your full name').fill('Grace Ellison');
    const pad = homeowner.getByRole('img', { name: /Signature pad/ });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await homeowner.mouse.move(box.x + 20, box.y + box.height * 0.6);
    await homeowner.mouse.down();
    for (let step = 1; step <= 30; step++)
      await homeowner.mouse.move(
        box.x + 20 + (step / 30) * (box.width - 40),
        box.y + box.height * (0.5 + Math.sin(step / 3) * 0.25),
        {
          steps: 2,
        },
      );
    await homeowner.mouse.up();
    await homeowner.getByRole('checkbox').check();
    await homeowner.getByRole('button', { name: 'Sign Contract' }).click();
    await homeowner.getByRole('heading', { name: 'Contract signed' }).waitFor({ timeout: 20_000 });

    // The signed contract's text states the choice and exactly the chosen total.
    await contractor.goto(estimateUrl);
    await contractor.getByText('Contract signed', { exact: true }).first().waitFor();
    const downloadStarted = contractor.waitForEvent('download');
    await contractor.getByRole('button', { name: 'Download Signed Contract' }).click();
    const download = await downloadStarted;
    mkdirSync('test-results', { recursive: true });
    const pdfPath = 'test-results/signed-contract-options.pdf';
    await download.saveAs(pdfPath);
    const text = await pdfText(new Uint8Array(readFileSync(pdfPath)));
    for (const expected of ['Duration Shingles', 'Driftwood', 'Ridge vent', total])
      expect(text).toContain(expected);
    pdfShot(pdfPath, 'signed-contract-options');

    // The project's material order follows the choice: the chosen line and colour, and the ridge vent's feet.
    const estimateId = estimateUrl.split('/').at(-1)!;
    const projectId = await eventually(async () => {
      const list = await api('GET', '/api/projects', { token: account.token });
      for (const { id } of list.body.projects as { id: string }[]) {
        const found = await api('GET', `/api/projects/${id}`, { token: account.token });
        if (found.body.estimate_id === estimateId) return id;
      }
      return undefined;
    });
    await contractor.goto(`${baseUrl}/dashboard/projects/${projectId}`);
    const field = contractor.getByLabel('Quantity of Field shingles — Duration Shingles, Driftwood');
    expect(Number(await field.inputValue())).toBeGreaterThan(0);
    expect(
      await contractor.getByLabel('Unit of Field shingles — Duration Shingles, Driftwood').inputValue(),
    ).toBe('bundles');
    expect(await contractor.getByLabel('Quantity of Ridge vent').inputValue()).toBe(ridgeFeet);
    expect(await contractor.getByLabel('Unit of Ridge vent').inputValue()).toBe('ft');
    await contractor.getByRole('heading', { name: 'Material order' }).scrollIntoViewIfNeeded();
    await shot(contractor, 'proposal-options-material-order-1280');

    expect(errors).toEqual([]);
    await contractorContext.close();
    await homeownerContext.close();
  });
});
