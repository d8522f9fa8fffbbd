import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './hydration';

/** Sets the document title to "<title> — Ridgeline" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Ridgeline`;
  }, [title]);
}

/**
 * On a public page shown by the client (navigation, or the SPA shell), sets the document title from
 * the shared page list: the title its prerendered HTML carries. A hydrated page already has it, so
 * the list loads only when needed and stays out of the landing page's initial JavaScript.
 */
export function usePublicPageTitle(): void {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  // A prerendered page being hydrated already carries its title.
  const skip = useRef(!hydrated);
  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return;
    }
    let active = true;
    void import('@shared/public-site/public-pages.js').then(({ publicPageAt }) => {
      const page = publicPageAt(pathname);
      if (active && page) document.title = page.title;
    });
    return () => {
      active = false;
    };
  }, [pathname]);
}
