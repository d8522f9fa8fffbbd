import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  prerenderedFile,
  PUBLIC_PAGES,
  publicPageAt,
  SPA_SHELL_FILE,
} from '../../../shared/public-site/public-pages.js';

describe('public pages', () => {
  it('lists each path once, with a title and a description that fits a search result', () => {
    expect(new Set(PUBLIC_PAGES.map((page) => page.path)).size).toBe(PUBLIC_PAGES.length);
    for (const page of PUBLIC_PAGES) {
      expect(page.path).toMatch(/^\/([a-z-]+)?$/);
      expect(page.title).toMatch(/Ridgeline/);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives every page its own file, never the SPA shell', () => {
    expect(prerenderedFile(publicPageAt('/')!)).toBe('/pages/index.html');
    expect(prerenderedFile(publicPageAt('/partner-program')!)).toBe('/pages/partner-program.html');
    const files = PUBLIC_PAGES.map(prerenderedFile);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(SPA_SHELL_FILE);
  });

  it('finds a page with or without a trailing slash, and nothing for client routes', () => {
    expect(publicPageAt('/gdpr/')?.path).toBe('/gdpr');
    expect(publicPageAt('/')?.path).toBe('/');
    for (const path of ['/dashboard', '/login', '/proposal/abc', '/sign/abc', '/gdpr/x'])
      expect(publicPageAt(path)).toBeUndefined();
  });

  it('points the second paths of the terms and privacy texts at the first', () => {
    expect(canonicalUrl(publicPageAt('/terms')!)).toBe('https://ridgeline.app/terms-of-service');
    expect(canonicalUrl(publicPageAt('/privacy')!, 'http://localhost:3000')).toBe(
      'http://localhost:3000/privacy-policy',
    );
    expect(canonicalUrl(publicPageAt('/contact')!)).toBe('https://ridgeline.app/contact');
  });
});
