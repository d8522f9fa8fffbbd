import { chromium } from 'playwright-core';
const base = process.env.BASE;
const mailUrl = process.env.MAIL;
const out = '/tmp/wtc';
const json = async (method, path, token, body) => {
  const r = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const text = await r.text();
  try { return { status: r.status, body: JSON.parse(text) }; } catch { return { status: r.status, body: text }; }
};
const login = await json('POST', '/auth/login', null, { email: 'demo@ridgeline.test', password: 'RidgelineDemo1!' });
const token = login.body.access_token;
console.log('login', login.status);
const list = await json('GET', '/estimates?limit=50', token);
const estimates = list.body.estimates ?? list.body.items ?? [];
let estimate = estimates.find((e) => e.measurement_status === 'measured' && !e.accepted && !e.proposal_sent) ?? estimates.find((e) => e.measurement_status === 'measured' && !e.accepted);
console.log('estimate', estimate?.id, estimates.length);
const email = `shots.${Date.now()}@homeowner.example`;
const sent = await json('POST', '/customer-portal/send-proposal-link', token, { estimate_id: estimate.id, customer_email: email, customer_name: 'Grace Ellison' });
console.log('sent', sent.status, sent.body.proposal?.number);
let proposalToken;
for (let i = 0; i < 50 && !proposalToken; i++) {
  const mails = await (await fetch(`${mailUrl.replace(/\/$/, '')}/store`)).json();
  const list = Array.isArray(mails) ? mails : mails.mails ?? mails.messages ?? [];
  for (const m of list) {
    const s = JSON.stringify(m);
    if (s.includes(email)) { const match = /\/proposal\/([A-Za-z0-9_-]{20,})/.exec(s); if (match) proposalToken = match[1]; }
  }
  if (!proposalToken) await new Promise((r) => setTimeout(r, 300));
}
console.log('token', Boolean(proposalToken));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => {});
  const page = await context.newPage();
  // Sign in through the page.
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('demo@ridgeline.test');
  await page.getByLabel('Password', { exact: true }).fill('RidgelineDemo1!');
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await page.waitForURL(/dashboard/);
  await page.goto(`${base}/dashboard/settings`);
  const section = page.getByTestId('payment-schedule-settings');
  await section.waitFor();
  await page.getByTestId('standard-terms').screenshot({ path: `${out}/settings-terms-${width}.png` });
  await section.scrollIntoViewIfNeeded();
  const card = page.locator('form').filter({ has: section });
  await card.screenshot({ path: `${out}/settings-defaults-${width}.png` });
  const portal = await context.newPage();
  await portal.goto(`${base}/proposal/${proposalToken}`);
  await portal.getByTestId('payment-schedule').waitFor();
  await portal.screenshot({ path: `${out}/portal-${width}.png`, fullPage: true });
  await portal.getByTestId('payment-schedule').screenshot({ path: `${out}/portal-schedule-${width}.png` });
  await context.close();
}
await browser.close();
