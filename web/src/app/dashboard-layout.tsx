import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { LogoMark } from '../components/layout/logo';
import { buttonClasses } from '../components/ui/button';
import { cn } from '../lib/cn';
import { RequireAuth } from './require-auth';
import type { RouteHandle } from './router';
import { useSession } from './session-provider';

const icon = (d: string) => (
  <svg
    className="size-5 shrink-0"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);

/** Sidebar entries of spec 001 §2.3; none carries a permission (the routes themselves are gated). */
export const SIDEBAR_ENTRIES: Array<{ to: string; label: string; icon: ReactNode; end?: boolean }> = [
  {
    to: '/dashboard',
    label: 'Dashboard',
    end: true,
    icon: icon('M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'),
  },
  {
    to: '/dashboard/estimates',
    label: 'Estimates',
    icon: icon('M9 3h6l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h3m0 8h6m-6 4h6m-6 4h3'),
  },
  // Not in spec 001 §2.3's list, but the Proposals screen needs a way in besides typing its URL.
  { to: '/dashboard/proposals', label: 'Proposals', icon: icon('M4 4h16v12H5.2L4 17.2zM8 8h8m-8 4h5') },
  {
    to: '/dashboard/customers',
    label: 'Customers',
    icon: icon(
      'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m18 0v-1a4 4 0 0 0-3-3.9M15 3.1a4 4 0 0 1 0 7.8M13.5 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0',
    ),
  },
  {
    to: '/dashboard/profile',
    label: 'Profile',
    icon: icon('M20 21a8 8 0 0 0-16 0m12-13a4 4 0 1 1-8 0 4 4 0 0 1 8 0'),
  },
  { to: '/dashboard/account', label: 'Account', icon: icon('M4 21V8l8-5 8 5v13M9 21v-6h6v6') },
  {
    to: '/dashboard/billing',
    label: 'Billing',
    icon: icon('M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 3h18M7 15h3'),
  },
  {
    to: '/dashboard/users',
    label: 'Users',
    icon: icon('M18 8v6m3-3h-6M14 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M12 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0'),
  },
  {
    to: '/dashboard/settings',
    label: 'Settings',
    icon: icon(
      'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6m7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.4 7.4 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.4 7.4 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2',
    ),
  },
];

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
  const { user, logout } = useSession();
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
        <button
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          className="-mr-2 rounded-md p-2 text-brand-200 hover:bg-white/10 hover:text-white md:hidden"
        >
          <svg
            className="size-5"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      <nav className="flex-1 overflow-y-auto px-3 py-4" aria-label="Dashboard sections">
        <ul className="space-y-1">
          {SIDEBAR_ENTRIES.map((entry) => (
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
                {entry.icon}
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
          {icon('M15 3h6v6m0-6-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5')}
          View Landing Page
        </Link>
        <button
          type="button"
          onClick={logout}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-200 hover:bg-white/5 hover:text-white"
        >
          {icon('M15 17l5-5-5-5m5 5H9m4 9H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h8')}
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
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={sidebarId}
        aria-label="Menu"
        className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <svg
          className="size-6"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {user && (
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-brand-950">
            {user.first_name} {user.last_name}
          </p>
          {user.company && <p className="truncate text-xs text-slate-500">{user.company}</p>}
        </div>
      )}
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <Link to="/" className={buttonClasses('secondary', 'sm', 'max-sm:hidden')}>
          View Landing Page
        </Link>
        {hasPermission('projects.create') && (
          <Link to="/dashboard/projects/new" className={buttonClasses('accent', 'sm')}>
            <svg
              className="size-4"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
            New Project
          </Link>
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
  const location = useLocation();
  const permission = useRoutePermission();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);
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
        <Header sidebarId={sidebarId} open={open} onToggle={() => setOpen((value) => !value)} />
        <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
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
      <DashboardLayout />
    </RequireAuth>
  );
}
