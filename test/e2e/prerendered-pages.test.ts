import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { escapeHtml as attr } from '../../shared/mail/layout.js';
import { DEFAULT_FAQS, DEFAULT_TESTIMONIALS } from '../../shared/public-site/marketing-content.js';
import { canonicalUrl, PUBLIC_PAGES, SITE_ORIGIN } from '../../shared/public-site/public-pages.js';
import { seriousViolations } from '../support/axe.js';
import { collectPageErrors, shot, useBrowser } from '../support/browser.js';
import { noJsText } from '../support/no-js-text.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function html(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
  return response.text();
}

describe('public pages without JavaScript (plain HTTP, as a crawler fetches them)', () => {
  it.each(PUBLIC_PAGES)(
    '$path has its content, title, description, canonical URL and Open Graph tags',
    async (page) => {
      const document = await html(page.path);
      const url = canonicalUrl(page, SITE_ORIGIN);
      expect(document).toContain(`<title>${attr(page.title)}</title>`);
      expect(document.match(/<title>/g)).toHaveLength(1);
      expect(document).toContain(`<meta name="description" content="${attr(page.description)}" />`);
      expect(document).toContain(`<link rel="canonical" href="${url}" />`);
      expect(document).toContain(`<meta property="og:title" content="${attr(page.title)}" />`);
      expect(document).toContain(`<meta property="og:description" content="${attr(page.description)}" />`);
      expect(document).toContain(`<meta property="og:url" content="${url}" />`);
      expect(document).toContain('<meta property="og:type" content="website" />');
      expect(document).not.toMatch(/name="robots"/);
      expect(document).toMatch(/<h1[^>]*>/);
      expect(noJsText(document).length).toBeGreaterThan(400);
    },
  );

  it('the landing page shows its headline, sections, testimonials and every FAQ question and answer', async () => {
    const text = noJsText(await html('/'));
    expect(text).toContain('Measure any roof from satellite data in about 60 seconds');
    for (const heading of [
      'Manual measuring is costing you jobs',
      'What contractors get back',
      'Questions contractors ask',
    ])
      expect(text).toContain(heading);
    expect(text).toContain(DEFAULT_TESTIMONIALS[0].quote);
    for (const faq of DEFAULT_FAQS) {
      expect(text).toContain(faq.question);
      expect(text).toContain(faq.answer);
    }
    expect(text).toContain('This form needs JavaScript');
    expect(text.length).toBeGreaterThan(5000);
  });

  it('serves /partner-program (with or without a trailing slash) from its own file', async () => {
    for (const path of ['/partner-program', '/partner-program/']) {
      const document = await html(path);
      expect(document).toContain('<title>Partner Program — Ridgeline</title>');
      expect(noJsText(document)).toContain('recurring commission');
    }
  });

  it('lists the public pages in sitemap.xml and keeps crawlers out of private routes in robots.txt', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const page of PUBLIC_PAGES.filter((entry) => !entry.canonicalPath))
      expect(sitemap).toContain(`<loc>${canonicalUrl(page, SITE_ORIGIN)}</loc>`);
    expect(sitemap).not.toContain(`<loc>${SITE_ORIGIN}/terms</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    for (const path of ['/dashboard', '/proposal/', '/sign/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  it.each([
    '/dashboard',
    '/dashboard/estimates',
    '/login',
    '/register',
    '/reset-password',
    '/proposal/abc.def',
    '/sign/abc',
  ])('%s is the client-rendered shell and noindex', async (path) => {
    const document = await html(path);
    expect(document).toContain('<meta name="robots" content="noindex" />');
    expect(document).toContain('<div id="root"></div>');
    expect(document).not.toContain('rel="canonical"');
  });
});

/** Loads `path` with JavaScript and collects console errors and uncaught errors (React reports hydration mismatches as both). */
async function openPage(
  path: string,
  options: { clock?: boolean } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors, { console: true });
  // Remembers the server-rendered nodes, to prove hydration adopted them instead of re-rendering.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Array<Element | null> }).serverNodes = [
        document.querySelector('header'),
        document.querySelector('main h1'),
        document.querySelector('footer'),
      ];
    });
  });
  await page.goto(`${baseUrl}${path}`);
  return { page, errors };
}

// One load a page, a few pages at a time: each in its own context, so one page's loads overlap another's waits.
// An alias (/terms, /privacy) renders its canonical page's component, loaded here; the HTTP checks above read its file.
describe.concurrent('every public page in a browser', () => {
  it.for(PUBLIC_PAGES.filter((page) => !page.canonicalPath).map((page) => page.path))(
    '%s hydrates its server markup without an error and has no serious or critical axe violation',
    async (path, { expect }) => {
      const { page, errors } = await openPage(path, { clock: path === '/early-access' });
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      if (path === '/early-access') {
        // Its nudge opens 15 s after load when nothing was typed: the page's clock gets there at once.
        const nudge = page.getByRole('dialog', { name: 'Still deciding?' });
        await page.clock.fastForward(16_000);
        await nudge.waitFor();
        await nudge.getByRole('button', { name: 'Close' }).click();
        await nudge.waitFor({ state: 'hidden' });
      }
      await page.getByRole('button', { name: 'Chat with us' }).click();
      await page.getByRole('dialog', { name: 'Ridgeline assistant' }).waitFor();
      const adopted = await page.evaluate(() => {
        const before = (window as unknown as { serverNodes: Array<Element | null> }).serverNodes;
        const after = [
          document.querySelector('header'),
          document.querySelector('main h1'),
          document.querySelector('footer'),
        ];
        return after.map((node, index) => node !== null && node === before[index]);
      });
      expect(adopted).toEqual([true, true, true]);
      expect(errors).toEqual([]);
      expect(await page.title()).toBe(PUBLIC_PAGES.find((entry) => entry.path === path)!.title);
      await page.context().close();
    },
  );
});

describe('client-side navigation', () => {
  it('sets each page title as the visitor moves between public pages', async () => {
    const { page, errors } = await openPage('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partner Program' }).click();
    await page.waitForURL(`${baseUrl}/partner-program`);
    await expect.poll(() => page.title()).toBe('Partner Program — Ridgeline');
    await page.getByRole('contentinfo').getByRole('link', { name: 'GDPR' }).click();
    await expect.poll(() => page.title()).toBe('Your GDPR Rights — Ridgeline');
    await page.getByRole('banner').getByRole('link', { name: 'Ridgeline home' }).click();
    await expect.poll(() => page.title()).toBe(PUBLIC_PAGES[0].title);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('without JavaScript in a browser', () => {
  it('the landing page is readable, the FAQ opens natively and forms say they need JavaScript', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: /Measure any roof/ }).waitFor();
    expect(await page.locator('#faq details').count()).toBe(DEFAULT_FAQS.length);
    await page.getByText(DEFAULT_FAQS[0].question).click();
    expect(await page.getByText(DEFAULT_FAQS[0].answer).isVisible()).toBe(true);
    // Playwright's text queries skip <noscript>, so the note is found by CSS.
    const note = page.locator('noscript p').first();
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toContain('This form needs JavaScript');
    expect(await page.getByText('60 s', { exact: true }).last().isVisible()).toBe(true);
    await shot(page, 'landing-no-js-375');
    await page.goto(`${baseUrl}/contact`);
    expect(await note.isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: /First name/ }).isVisible()).toBe(true);
    await context.close();
  });
});
