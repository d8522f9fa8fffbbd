import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

/** A link on a placeholder page. */
export interface PlaceholderLink {
  to: string;
  label: string;
}

/** Props of PagePlaceholder. */
export interface PagePlaceholderProps {
  title: string;
  /** One sentence of what the screen will hold. */
  description: string;
  /** The first link is the primary action. */
  links: PlaceholderLink[];
  /** Extra content, e.g. a Go Back button. */
  children?: ReactNode;
  /** Inside the dashboard: a card in the page column instead of a page of its own. */
  inDashboard?: boolean;
}

// Whole class lists per frame, so Tailwind finds them.
const FRAMES = {
  page: {
    box: 'mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24',
    title: 'mt-5 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl',
    description: 'mt-4 text-lg leading-8 text-slate-600',
    links:
      'mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center',
  },
  dashboard: {
    box: 'rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm sm:px-12',
    title: 'mt-4 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl',
    description: 'mx-auto mt-3 max-w-xl text-slate-600',
    links: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row',
  },
} as const;

/** The body of a screen that is not built yet: its real title, what it will hold, and ways out. */
export function PagePlaceholder({
  title,
  description,
  links,
  children,
  inDashboard = false,
}: PagePlaceholderProps) {
  const frame = FRAMES[inDashboard ? 'dashboard' : 'page'];
  return (
    <section className={frame.box}>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-accent-800 ring-1 ring-accent-200">
        Coming soon
      </span>
      <h1 className={frame.title}>{title}</h1>
      <p className={frame.description}>{description}</p>
      <div className={frame.links}>
        {links.map((link, index) => (
          <Link
            key={link.to}
            to={link.to}
            className={buttonClasses(index === 0 ? 'primary' : 'secondary', 'md')}
          >
            {link.label}
          </Link>
        ))}
        {children}
      </div>
    </section>
  );
}
