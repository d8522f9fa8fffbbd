import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`http://localhost:3400/login`);
  await page.getByLabel('Email').fill('demo@ridgeline.test');
  await page.locator('input[name="password"]').fill('RidgelineDemo1!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel(/Authenticator code/).waitFor();
  await page.screenshot({ path: `/tmp/mfa-setup-${width}.png` });
}
await browser.close();
