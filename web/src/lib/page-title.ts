import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { publicPageAt } from '@shared/domain/public-pages.js';

/** Sets the document title to "<title> — Ridgeline" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Ridgeline`;
  }, [title]);
}

/**
 * On a prerendered public page, sets the document title from the shared page list (the title its HTML
 * was built with), so client-side navigation shows the same titles as a fresh load.
 */
export function usePublicPageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = publicPageAt(pathname);
    if (page) document.title = page.title;
  }, [pathname]);
}
