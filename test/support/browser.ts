import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { waitForConfirmationToken } from './signup-flow.js';

/** Where e2e screenshots are kept as test artifacts (ignored by git). */
export const SCREENSHOT_DIR = 'test-results/screenshots';

/** Debian's Chromium binary. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this offline machine needs: no background networking, no outside DNS (also used by the Lighthouse bench). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/** Debian's Chromium, started the way this offline machine needs. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One Chromium per test file: launched before the file's tests and closed after them. Call it at
 * the top of an e2e file; its `newContext` opens a context in that browser.
 */
export function useBrowser(): Pick<Browser, 'newContext'> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newContext: (options) => {
      if (!browser) throw new Error('Chromium is started in beforeAll: open contexts inside tests');
      return browser.newContext(options);
    },
  };
}

/** Fills in and submits the sign-in form; the caller checks where it lands. */
export async function submitSignIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${inject('baseUrl')}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in through the sign-in form and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await submitSignIn(page, account);
  await page.waitForURL(`${inject('baseUrl')}/dashboard`);
}

/**
 * The newest link to one of our pages (`proposal`, `sign`, `sign-document`) with a 43-character
 * token, mailed to `email`: polls the local mail viewer's store for up to 15 s.
 */
export async function mailedLink(
  email: string,
  page: 'proposal' | 'sign' | 'sign-document',
): Promise<string> {
  const store = `${inject('mailViewerUrl').replace(/\/$/, '')}/store`;
  const pattern = new RegExp(`https?://\\S+/${page}/[A-Za-z0-9_-]{43}`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(store)).json()) as {
          emails: { destination: { to: string[] }; body: { text: string } }[];
        };
        link = emails
          .filter((mail) => mail.destination.to.includes(email))
          .flatMap((mail) => [...mail.body.text.matchAll(pattern)].map((match) => match[0]))
          .at(-1);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Saves a full-page screenshot under test-results/screenshots. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/**
 * Finishes a sign-up the visitor just submitted in `page` (docs/decisions.md): "Check your email", then the
 * mailed link opened in the same browser and confirmed with the password.
 */
export async function confirmSignUpInBrowser(
  page: Page,
  options: { baseUrl: string; mailViewerUrl: string; email: string; password: string; since: number },
): Promise<void> {
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const token = await waitForConfirmationToken(options.mailViewerUrl, options.email, options.since);
  await page.goto(`${options.baseUrl}/confirm-signup?token=${token}`);
  await page.locator('input[name="password"]').fill(options.password);
  await page.getByRole('button', { name: 'Create My Account' }).click();
}
