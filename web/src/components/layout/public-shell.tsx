import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';
import { Icon } from '../ui/icon';
import { Logo } from './logo';

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-950 hover:bg-slate-100';

const sectionLinks = [
  { to: '/#benefits', label: 'Benefits' },
  { to: '/#pricing', label: 'Pricing' },
  { to: '/partner-program', label: 'Partner Program' },
] as const;

/** Marks the phone menu, which a prerendered page closes when one of its links is followed. */
export const PUBLIC_MENU_ATTRIBUTE = 'data-public-menu';

/**
 * The marketing header: section anchors, Partner Program, Login and Get Started; below md a menu that
 * is a native disclosure (`details`), so it opens without any JavaScript.
 */
export function PublicHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            {sectionLinks.map((link) => (
              <Link key={link.to} to={link.to} className={navLink}>
                {link.label}
              </Link>
            ))}
          </div>
          <Link to="/login" className={cn(navLink, 'max-sm:hidden')}>
            Login
          </Link>
          <Link to="/dashboard" className={buttonClasses('accent', 'sm', 'ml-1')}>
            Get Started
          </Link>
          {/* Room for the menu button, which sits in its disclosure below. */}
          <span aria-hidden="true" className="size-9 md:hidden" />
        </nav>
      </div>
      {/* Below the bar, so the open menu pushes the page down; its button is placed in the bar. */}
      <details className="group md:hidden" data-public-menu="">
        <summary
          aria-label="Menu"
          className="absolute right-4 top-3.5 flex cursor-pointer list-none rounded-md p-2 sm:right-6 text-slate-700 hover:bg-slate-100 hover:text-brand-950 [&::-webkit-details-marker]:hidden"
        >
          <Icon name="menu" className="group-open:hidden" />
          <Icon name="close" className="hidden group-open:block" />
        </summary>
        <nav
          id="public-menu"
          aria-label="Menu"
          className="border-t border-slate-200 bg-white px-4 pb-3 pt-2 shadow-lg"
        >
          <ul className="space-y-1">
            {[...sectionLinks, { to: '/login', label: 'Login' }].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
                  className={cn(navLink, 'block py-3 text-base')}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </header>
  );
}

const footerColumns: Array<{ heading: string; links: Array<{ to: string; label: string }> }> = [
  {
    heading: 'Product',
    links: [
      { to: '/#benefits', label: 'Benefits' },
      { to: '/#pricing', label: 'Pricing' },
      { to: '/early-access', label: 'Early Access' },
      { to: '/#faq', label: 'FAQ' },
      { to: '/features', label: 'Features' },
      { to: '/developers', label: 'API' },
      { to: '/system-status', label: 'System Status' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/partner-program', label: 'Partner Program' },
      { to: '/partner-resources', label: 'Partner Resources' },
      { to: '/contact', label: 'Contact' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/cookie-policy', label: 'Cookie Preferences' },
      { to: '/gdpr', label: 'GDPR' },
    ],
  },
];

/** The marketing footer with product, company and legal links. */
export function PublicFooter() {
  return (
    <footer className="bg-brand-950 text-brand-200">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="col-span-2 sm:col-span-3 md:col-span-1">
          <Logo inverted />
          <p className="mt-4 max-w-xs text-sm leading-6 text-brand-200">
            Satellite roof measurements, instant estimates and signed proposals for roofing contractors.
          </p>
        </div>
        {footerColumns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* Prerendered pages carry their build year until the next build; a new year must not fail hydration. */}
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-brand-200 sm:px-6" suppressHydrationWarning>
          © {new Date().getFullYear()} Ridgeline. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

let addon: ReactNode = null;

/**
 * Sets what every public page shows after its footer (the chatbot feature's launcher): shared layout
 * imports no feature, so the app hands it over once, when its root layout module loads. A module
 * value rather than a context, so the prerendered HTML and the hydrating client render the same.
 */
export function setPublicShellAddon(node: ReactNode): void {
  addon = node;
}

/** Header, page content and footer of every public page. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
      {addon}
    </div>
  );
}
