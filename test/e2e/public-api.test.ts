import { describe, expect, inject, it } from 'vitest';
import { eventually, signUp, uniqueEmail } from '../support/api.js';
import { estimateBody } from '../support/estimates.js';
import {
  collectPageErrors,
  expectNoHorizontalScroll,
  PHONE,
  shot,
  signIn,
  useBrowser,
} from '../support/browser.js';
import { decide, signContract, waitForToken } from '../support/projects.js';

// The public API as an integrator meets it: an admin makes a key in Settings → API (the secret shown
// once), then plain fetch with that key creates an estimate from an address, polls it to priced and
// sends the proposal; the homeowner accepts and signs (test/support); the project reads back through
// the API; the key revoked in the browser is refused on the next call. Screenshots of Settings → API
// and /developers at 1280 and 375 px.

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A call as an integrator's code makes it: fetch and the key, nothing of ours. */
async function call(key: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('the public API, from Settings to a project', () => {
  it('key made in the browser → estimate from an address → priced → proposal → signed → project; revoked key refused', async () => {
    const admin = await signUp({ first_name: 'Riley', last_name: 'Park', company: 'Park Roofing' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    collectPageErrors(page, errors);
    await signIn(page, admin);
    await page.goto(`${baseUrl}/dashboard/settings`);
    const section = page.locator('#api');
    // Without a name or a scope the form names both problems and makes no key.
    await section.getByLabel(/estimates:read/).uncheck();
    await section.getByRole('button', { name: 'Create key' }).click();
    await section.getByText('Name is required').waitFor();
    await section.getByText('Choose at least one scope').waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'public-api-settings-form-error-1280', { viewport: true });
    await section.getByLabel(/estimates:read/).check();
    await section.getByLabel('Key name').fill('CRM sync');
    for (const scope of ['estimates:write', 'proposals:write', 'projects:read'])
      await section.getByLabel(new RegExp(scope)).check();
    await section.getByRole('button', { name: 'Create key' }).click();
    await expect.poll(() => section.getByText('you won’t see it again').isVisible()).toBe(true);
    const secret = (await section.getByTestId('api-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^rk_live_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    await section.getByRole('button', { name: 'Copy key' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shot(page, 'public-api-settings-secret-1280');
    await section.getByRole('button', { name: 'I’ve saved it' }).click();
    // Gone from the page for good: the list shows the prefix only.
    await expect.poll(() => section.getByTestId('api-key-secret').count()).toBe(0);
    expect(await page.content()).not.toContain(secret.slice(21));
    await expect.poll(() => section.getByTestId('api-key-row').count()).toBe(1);

    // The integrator: plain fetch with the key.
    const created = await call(secret, 'POST', '/api/v1/estimates', estimateBody());
    expect(created.status).toBe(201);
    expect(created.body.measurement_status).toBe('queued');
    expect(created.headers.get('ratelimit-limit')).toBeTruthy();
    const priced = await eventually(async () => {
      const answer = await call(secret, 'GET', `/api/v1/estimates/${created.body.id}`);
      return answer.body.measurement_status === 'measured' && answer.body.final_price !== null
        ? answer.body
        : undefined;
    }, 20_000);
    const homeowner = uniqueEmail('homeowner');
    const sent = await call(secret, 'POST', `/api/v1/estimates/${priced.id}/proposal`, {
      customer_name: 'Maria Lopez',
      customer_email: homeowner,
    });
    expect(sent.status).toBe(201);

    // The homeowner accepts and signs, as in the proposals journey.
    await decide(await waitForToken(homeowner, 'proposal'), 'accept');
    const forSigning = await fetch(`${baseUrl}/api/estimates/${priced.id}/send-for-signing`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(forSigning.status).toBe(200);
    expect((await signContract(await waitForToken(homeowner, 'sign'))).status).toBe(200);

    const project = await eventually(async () => {
      const list = await call(secret, 'GET', '/api/v1/projects');
      return list.body.data.find((row: { customer_name: string }) => row.customer_name === 'Maria Lopez');
    }, 20_000);
    const detail = await call(secret, 'GET', `/api/v1/projects/${project.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ estimate_id: priced.id, customer_email: homeowner });

    // The month's calls show in Settings; then the key is revoked there and refused at once.
    await page.reload();
    await expect
      .poll(async () => Number(await section.getByTestId('api-calls-this-month').textContent()))
      .toBeGreaterThanOrEqual(5);
    await shot(page, 'public-api-settings-1280');
    await section.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await expect.poll(() => section.getByText('Revoked', { exact: true }).isVisible()).toBe(true);
    const refused = await call(secret, 'GET', '/api/v1/estimates');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('unauthorized');

    const phone = await browser.newContext(PHONE);
    const small = await phone.newPage();
    collectPageErrors(small, errors);
    await signIn(small, admin);
    await small.goto(`${baseUrl}/dashboard/settings`);
    await small.locator('#api').getByTestId('api-key-row').waitFor();
    await shot(small, 'public-api-settings-375');
    await expectNoHorizontalScroll(small);
    const smallForm = small.getByRole('form', { name: 'Create API key' });
    await smallForm.getByRole('button', { name: 'Create key' }).click();
    await smallForm.getByText('Name is required').waitFor();
    await smallForm.scrollIntoViewIfNeeded();
    await shot(small, 'public-api-settings-form-error-375', { viewport: true });
    expect(errors).toEqual([]);
    await context.close();
    await phone.close();
  });

  it('/developers is public and lists every endpoint of the served document', async () => {
    const served = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { summary: string }>>;
    };
    for (const options of [{ viewport: { width: 1280, height: 900 } }, PHONE]) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/developers`);
      await page.getByRole('heading', { level: 1, name: 'Ridgeline API' }).waitFor();
      // One read of the page's text: a locator per endpoint costs Chromium seconds on this long page.
      const text = await page.locator('article').innerText();
      for (const [path, item] of Object.entries(served.paths))
        for (const operation of Object.values(item)) expect(text, path).toContain(operation.summary);
      const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      for (const guide of ['Authentication', 'Errors', 'Pagination', 'Idempotency', 'Rate limits'])
        expect(headings).toContain(guide);
      await expectNoHorizontalScroll(page);
      await shot(page, `public-api-developers-${options.viewport!.width}`);
      await context.close();
    }
  });
});
