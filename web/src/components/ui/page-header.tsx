import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { Breadcrumb, type Crumb } from './breadcrumb';

const TITLE = 'text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl';

/** Props of PageHeader. */
export interface PageHeaderProps {
  title: ReactNode;
  /** One line under the title saying what the page is for. */
  description?: ReactNode;
  /** Buttons or controls beside the title on wide screens, below it on phones. */
  actions?: ReactNode;
  /** A "← label" link above the title, back to the page this one belongs to. */
  back?: { to: string; label: string };
  /** A breadcrumb trail above the title. */
  breadcrumb?: readonly Crumb[];
  /** A status badge on the title's line. */
  badge?: ReactNode;
  /** More about the page under the description, e.g. a row of badges. */
  children?: ReactNode;
  className?: string;
}

/** The top of a dashboard page: optional way back, the h1, a description and actions. */
export function PageHeader({
  title,
  description,
  actions,
  back,
  breadcrumb,
  badge,
  children,
  className,
}: PageHeaderProps) {
  const above = back !== undefined || breadcrumb !== undefined;
  const heading = (
    <div className={actions ? undefined : className}>
      {back && (
        <Link to={back.to} className="text-sm text-brand-800 underline">
          ← {back.label}
        </Link>
      )}
      {breadcrumb && <Breadcrumb items={breadcrumb} />}
      {badge ? (
        <div className={cn('flex flex-wrap items-center gap-3', above && 'mt-2')}>
          <h1 className={TITLE}>{title}</h1>
          {badge}
        </div>
      ) : (
        <h1 className={cn(TITLE, above && 'mt-2')}>{title}</h1>
      )}
      {description && <p className="mt-1 text-slate-600">{description}</p>}
      {children}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between', className)}>
      {heading}
      {actions}
    </div>
  );
}
