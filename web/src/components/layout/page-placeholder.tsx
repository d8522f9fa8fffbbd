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
}

/** The body of a screen that is not built yet: its real title, what it will hold, and ways out. */
export function PagePlaceholder({ title, description, links, children }: PagePlaceholderProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-accent-800 ring-1 ring-accent-200">
        Coming soon
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-600">{description}</p>
      <div className="mt-8 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
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
