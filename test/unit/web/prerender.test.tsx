import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAQS } from '../../../shared/public-site/marketing-content.js';
import { PUBLIC_PAGES } from '../../../shared/public-site/public-pages.js';
import { routes } from '../../../web/src/app/router';
import { renderPage } from '../../../web/src/entry-server';

/** Text of server-rendered markup, as a no-JS visitor reads it. */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('prerendering the public pages (entry-server)', () => {
  it('every shared public page is a route of the SPA, not the catch-all redirect', () => {
    for (const page of PUBLIC_PAGES) {
      const leaf = matchRoutes(routes, page.path)?.at(-1)?.route;
      expect(leaf?.path, page.path).not.toBe('*');
    }
  });

  it('renders the landing page with its headline, sections and the default FAQ answers', async () => {
    const html = text(await renderPage('/'));
    expect(html).toContain('Measure any roof from satellite data in about 60 seconds');
    expect(html).toContain('Contractors who estimate faster');
    for (const faq of DEFAULT_FAQS) {
      expect(html).toContain(faq.question);
      expect(html).toContain(faq.answer);
    }
    // The counters' final figures are in the HTML (product facts, no invented track record).
    expect(html).toContain('days free, no credit card');
    expect(html).not.toContain('roofs measured during the beta');
    expect(html).toContain('This form needs JavaScript');
  });

  it('renders each public page with its own heading and no loading fallback', async () => {
    const headings: Record<string, RegExp> = {
      '/partner-program': /recurring commission/,
      '/terms': /Terms of Service/,
      '/privacy-policy': /Privacy Policy/,
      '/cookie-policy': /Cookie Policy/,
      '/gdpr': /Your GDPR Rights/,
      '/contact': /Contact/,
      '/integration-guide': /Integration Guide/,
      '/developers': /Ridgeline API/,
    };
    for (const [path, heading] of Object.entries(headings)) {
      const html = await renderPage(path);
      expect(html, path).toMatch(/<h1[^>]*>/);
      expect(text(html.match(/<h1[^>]*>[\s\S]*?<\/h1>/)![0]), path).toMatch(heading);
      // The route fallback (a status saying Loading…) never stands in for the page.
      expect(text(html), path).not.toContain('Loading…');
    }
  });

  it('fills each island of a page with the island rendered on its own, which its root hydrates', async () => {
    const html = await renderPage('/contact');
    const islands = [
      ...html.matchAll(/<div data-island="([^"]+)"[^>]*data-island-slot="\d+"[^>]*>(<[^>]+>)/g),
    ];
    expect(islands.map(([, name]) => name)).toEqual(['contact-form', 'chatbot']);
    const form = html.slice(
      html.indexOf('data-island="contact-form"'),
      html.indexOf('data-island="chatbot"'),
    );
    expect(text(form)).toContain('Send Message');
    expect(html.slice(html.indexOf('data-island="chatbot"'))).toContain('aria-label="Chat with us"');
  });
});
