/**
 * What the islands of a prerendered public page use of react-router, without a router: the public
 * build (web/scripts/prerender.ts) resolves `react-router` to this file. Links are plain `<a>`
 * elements (a click loads the page, or the SPA for the app's paths) with the attributes React Router
 * renders, so the prerendered markup hydrates as it is.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type To = string | { pathname?: string; search?: string; hash?: string };

function href(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/** Props of a link (the ones the public pages use). */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  discover?: 'render' | 'none';
};

/** A plain link. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    replace: _replace,
    state: _state,
    reloadDocument: _reload,
    preventScrollReset: _scroll,
    viewTransition: _transition,
    discover = 'render',
    ...rest
  },
  ref,
) {
  const target = href(to);
  const absolute = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target);
  return (
    <a
      ref={ref}
      href={target}
      {...rest}
      data-discover={!absolute && discover === 'render' ? 'true' : undefined}
    />
  );
});

/** Navigation is a page load: back goes back in the browser's history. */
export function useNavigate(): (to: To | number, options?: { replace?: boolean }) => void {
  return (to, options) => {
    if (typeof to === 'number') return window.history.go(to);
    if (options?.replace) window.location.replace(href(to));
    else window.location.assign(href(to));
  };
}

/** The page's location. */
export function useLocation(): {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
} {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

/** The page's query string (read-only: the public pages never write it). */
export function useSearchParams(): [URLSearchParams, () => void] {
  return [new URLSearchParams(window.location.search), () => undefined];
}

/** No route parameters on a prerendered page. */
export function useParams(): Record<string, string | undefined> {
  return {};
}
