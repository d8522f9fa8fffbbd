import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { LogoMark } from '../components/layout/logo';
import { PlanStateBanner } from '../components/layout/plan-state-banner';
import { ButtonLink } from '../components/ui/button';
import { Icon } from '../components/ui/icon';
import { IconButton } from '../components/ui/icon-button';
import { cn } from '../lib/cn';
import { useSession } from '../lib/session-context';
import { OPERATOR_SIDEBAR_ENTRIES, SIDEBAR_ENTRIES, type RouteHandle } from './navigation';
import { RequireAuth } from './require-auth';
import { TrialBanner } from './trial-banner';

function Sidebar({
  id,
  open,
  onNavigate,
  onClose,
}: {
  id: string;
  open: boolean;
  onNavigate: () => void;
  onClose: () => void;
}) {
  const { user, logout, hasPermission } = useSession();
  const entries = (hasPermission('users.read') ? OPERATOR_SIDEBAR_ENTRIES : SIDEBAR_ENTRIES).filter(
    (entry) => !entry.permission || hasPermission(entry.permission),
  );
  return (
    <aside
      id={id}
      aria-label="Dashboard"
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-brand-950 text-brand-100 transition-transform md:translate-x-0',
        // Closed on small screens it is also invisible, so its links leave the tab order.
        open ? 'translate-x-0' : '-translate-x-full max-md:invisible',
      )}
    >
      <div className="flex h-16 items-center justify-between gap-2 px-5">
        <Link to="/dashboard" onClick={onNavigate} className="inline-flex items-center gap-2 rounded-md">
          <LogoMark className="ring-1 ring-white/20 rounded-[7px]" />
          <span className="text-lg font-bold tracking-tight text-white">Ridgeline</span>
        </Link>
        <IconButton
          icon="close"
          label="Close menu"
          onClick={onClose}
          className="-mr-2 rounded-md p-2 text-brand-200 hover:bg-white/10 hover:text-white md:hidden"
        />
      </div>
      <nav className="flex-1 overflow-y-auto px-3 py-4" aria-label="Dashboard sections">
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-white/10 text-white shadow-[inset_3px_0_0_var(--color-accent-500)]'
                      : 'text-brand-200 hover:bg-white/5 hover:text-white',
                  )
                }
              >
                <Icon name={entry.icon} className="shrink-0" />
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-white/10 p-3">
        {user && (
          <div className="px-3 pb-3 md:hidden">
            <p className="truncate text-sm font-semibold text-white">
              {user.first_name} {user.last_name}
            </p>
            {user.company && <p className="truncate text-xs text-brand-300">{user.company}</p>}
          </div>
        )}
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-200 hover:bg-white/5 hover:text-white sm:hidden"
        >
          <Icon name="external" className="shrink-0" />
          View Landing Page
        </Link>
        <button
          type="button"
          onClick={() => logout()}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-200 hover:bg-white/5 hover:text-white"
        >
          <Icon name="signOut" className="shrink-0" />
          Sign Out
        </button>
      </div>
    </aside>
  );
}

function Header({ sidebarId, open, onToggle }: { sidebarId: string; open: boolean; onToggle: () => void }) {
  const { user, hasPermission } = useSession();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <IconButton
        icon={open ? 'close' : 'menu'}
        iconClassName="size-6"
        label="Menu"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={sidebarId}
        className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
      />
      {user && (
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-brand-950">
            {user.first_name} {user.last_name}
          </p>
          {user.company && <p className="truncate text-xs text-slate-500">{user.company}</p>}
        </div>
      )}
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <ButtonLink to="/" variant="secondary" size="sm" className="max-sm:hidden">
          View Landing Page
        </ButtonLink>
        {/* Operators run the platform, not roofing jobs: their header has no New Project. It is secondary: each page has one primary action of its own (New Estimate on the dashboard). */}
        {hasPermission('projects.create') && !hasPermission('users.read') && (
          <ButtonLink to="/dashboard/projects/new" variant="secondary" size="sm" icon="plus">
            New Project
          </ButtonLink>
        )}
      </div>
    </header>
  );
}

function useRoutePermission(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.permission) return handle.permission;
  }
  return undefined;
}

/** The signed-in frame: sidebar (a drawer under 768 px), header, and the gated page. */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const permission = useRoutePermission();
  // Operators have no plan of their own; a contractor sees a failed payment on every page.
  const operator = useSession().hasPermission('users.read');
  // Navigating anywhere closes the drawer (adjusted while rendering the new page, not after it).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <Sidebar id={sidebarId} open={open} onNavigate={() => setOpen(false)} onClose={() => setOpen(false)} />
      {open && (
        <div
          className="fixed inset-0 z-30 bg-brand-950/50 md:hidden"
          aria-hidden="true"
          onClick={() => setOpen(false)}
        />
      )}
      <div className="md:pl-64">
        <Header sidebarId={sidebarId} open={open} onToggle={() => setOpen(!open)} />
        <TrialBanner />
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
          {!operator && <PlanStateBanner />}
          <RequireAuth key={permission} permission={permission}>
            <Outlet />
          </RequireAuth>
        </main>
      </div>
    </div>
  );
}

/** The /dashboard route element: sign-in required, then the layout. */
export function DashboardRoute() {
  return (
    <RequireAuth>
      <CrewGoesToCrewApp>
        <DashboardLayout />
      </CrewGoesToCrewApp>
    </RequireAuth>
  );
}

/** A crew member has no dashboard: they land in the crew app (docs/product.md#crew-app). */
function CrewGoesToCrewApp({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user?.role === 'crew' ? <Navigate to="/crew" replace /> : children;
}
