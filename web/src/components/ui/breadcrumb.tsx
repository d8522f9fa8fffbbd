import { Fragment } from 'react';
import { Link } from 'react-router';

/** One step of a breadcrumb trail: a link, or the current page when it has no `to`. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The trail above a page title, e.g. "Estimates / Lopez, Maria". */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      {items.map((item, index) => (
        <Fragment key={`${index}-${item.label}`}>
          {index > 0 && (
            <span aria-hidden="true" className="px-2">
              /
            </span>
          )}
          {item.to ? (
            <Link to={item.to} className="font-medium text-brand-800 hover:text-brand-950">
              {item.label}
            </Link>
          ) : (
            <span>{item.label}</span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
