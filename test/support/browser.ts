import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { pathToken, waitForMailedLinks } from './mail.js';
import { waitForConfirmationToken } from './signup-flow.js';
import { OPERATOR_ACCOUNT } from '../../shared/kernel/constants.js';
import { operatorCode } from '../../infra/local/operator-sign-in.js';
import { SESSION_KEYS } from '../../web/src/lib/session';
import { operatorToken } from './operator.js';

/** Where e2e screenshots are kept as test artifacts (ignored by git). */
export const SCREENSHOT_DIR = 'test-results/screenshots';

// Screenshots are for a person to look at, and CI keeps none: a full-page one costs Chromium a second or
// two of CPU, a tenth of the e2e run (docs/decisions.md, "Screenshots only where someone looks").
const SHOTS = !process.env.CI;

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

/**
 * What the e2e browser adds to spend less CPU, which bounds the test run on two cores: no smooth or
 * threaded scrolling and animation, and one renderer per page rather than one per site (measured on three
 * e2e files: Chromium 126 instead of 141–148 core-seconds). Not for the Lighthouse bench, which measures
 * pages as visitors' browsers run them.
 */
const E2E_CPU_ARGS = [
  '--disable-smooth-scrolling',
  '--disable-threaded-animation',
  '--disable-threaded-scrolling',
  '--disable-checker-imaging',
  '--disable-site-isolation-trials',
  '--disable-features=site-per-process,IsolateOrigins,PaintHolding',
  '--disable-renderer-backgrounding',
];

/** Debian's Chromium, started the way this offline machine needs. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...E2E_CPU_ARGS] });
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

/** A phone as the e2e tests use it: 375 × 812 CSS px, mobile viewport meta honoured. */
export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true };

/** A desktop window `width` px wide (900 px high). */
export function desktop(width = 1280): BrowserContextOptions {
  return { viewport: { width, height: 900 } };
}

const collected = new WeakMap<Page, string[]>();

/**
 * Collects the page's uncaught errors (and, with `console: true`, its console errors: React reports
 * hydration mismatches there) into `errors`, which it returns.
 */
export function collectPageErrors(
  page: Page,
  errors: string[] = [],
  options: { console?: boolean } = {},
): string[] {
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.console)
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
  collected.set(page, errors);
  return errors;
}

/** The errors collected on a page opened with {@link openPage}. */
export function pageErrors(page: Page): string[] {
  const errors = collected.get(page);
  if (!errors) throw new Error('errors are collected on pages opened with openPage()');
  return errors;
}

/** Opens a page in a new context of `browser` (a desktop window unless told), collecting its errors. */
export async function openPage(
  browser: Pick<Browser, 'newContext'>,
  options: BrowserContextOptions = desktop(),
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  collectPageErrors(page);
  return page;
}

/** The page does not scroll sideways: its content is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('the page has no viewport');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page scrolls sideways',
  ).toBeLessThanOrEqual(width);
}

/**
 * The landing hero's presale countdown ("12d 04h 31m 08s"): it re-renders on the page's own 1-s
 * timer, so once its text changes React has rendered every update queued before (the condition a
 * "nothing more appeared" count waits for).
 */
export function heroCountdown(page: Page): Locator {
  return page.locator('p', { hasText: 'Presale ends in' }).first().locator('.tabular-nums');
}

/** Fills in and submits the sign-in form; the caller checks where it lands. */
export async function submitSignIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${inject('baseUrl')}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Opens the seeded operator's home in this page with the run's API sign-in (operatorToken, reused for
 * minutes). A code is good once and only two steps are accepted at a time, so a browser sign-in per test
 * waited up to 30 s for a new step; the code screen itself is walked by submitOperatorSignIn's tests.
 */
export async function openOperatorSession(page: Page): Promise<void> {
  const baseUrl = inject('baseUrl');
  const token = await operatorToken();
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(200);
  const user: unknown = await me.json();
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(
    ({ keys, token, user, expiresAt }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.expiresAt, String(expiresAt));
    },
    // The token is at most minutes old and valid for an hour: well past any one test.
    { keys: SESSION_KEYS, token, user, expiresAt: Date.now() + 30 * 60_000 },
  );
  await page.goto(`${baseUrl}/dashboard/admin`);
}

/**
 * Signs the seeded operator in through the form: the password, then the authenticator code. A code is
 * good once, so a code refused as used is followed by the next step's (accepted a step early), then
 * by waiting for a new step.
 */
export async function submitOperatorSignIn(page: Page): Promise<void> {
  await submitSignIn(page, OPERATOR_ACCOUNT);
  const code = page.getByLabel('Authenticator code');
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt === 2)
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50));
    await code.fill(operatorCode(attempt % 2));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/mfa'));
    await page.getByRole('button', { name: 'Verify' }).click();
    const status = (await answer).status();
    if (status === 200) return;
    if (status !== 400) throw new Error(`the operator code step answered ${status}`);
  }
  throw new Error('the operator code was refused four times');
}

/** Signs in through the sign-in form and waits for the dashboard. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await submitSignIn(page, account);
  await page.waitForURL(`${inject('baseUrl')}/dashboard`);
}

/**
 * The newest link to one of our token pages (`proposal`, `sign`, `sign-document`) mailed to `email`,
 * waiting up to 15 s for the first; its last path segment is a 43-character token.
 */
export async function mailedLink(
  email: string,
  page: 'proposal' | 'sign' | 'sign-document',
): Promise<string> {
  const links = await waitForMailedLinks(inject('mailViewerUrl'), { to: email, page });
  const newest = links.at(-1)!;
  pathToken(newest);
  return newest.href;
}

/**
 * Saves a screenshot under test-results/screenshots: the full page, or with `viewport` only what is on
 * screen (dashboard pages: a full-page shot draws the fixed sidebar over the content below the fold).
 */
export async function shot(page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: !options.viewport });
}

/** A PDF's pages as PNGs for a person to look at (poppler-utils' pdftoppm, which the dependency pre-step installs), `first` pages at most. */
export function pdfShot(pdfPath: string, name: string, options: { dpi?: number; first?: number } = {}): void {
  if (!SHOTS) return;
  const range = options.first ? ['-f', '1', '-l', String(options.first)] : [];
  execFileSync('/usr/bin/pdftoppm', [
    '-r',
    String(options.dpi ?? 70),
    '-png',
    ...range,
    pdfPath,
    `${SCREENSHOT_DIR}/${name}`,
  ]);
}

/**
 * Finishes a sign-up the visitor just submitted in `page` (docs/decisions.md): "Check your email", then the
 * mailed link opened in the same browser, which confirms in one click (the proof the form kept) and
 * leaves the confirm page for the signed-in app.
 */
export async function confirmSignUpInBrowser(
  page: Page,
  options: { baseUrl: string; mailViewerUrl: string; email: string; since: number },
): Promise<void> {
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  const token = await waitForConfirmationToken(options.mailViewerUrl, options.email, options.since);
  await page.goto(`${options.baseUrl}/confirm-signup?token=${token}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/confirm-signup'));
}
