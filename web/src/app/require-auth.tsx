import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { whoCanGrant } from '@shared/kernel/permissions.js';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Icon } from '../components/ui/icon';
import { PageSpinner } from '../components/ui/spinner';
import { useSession, type LoginRedirectState } from '../lib/session-context';
import { useGoBack } from '../lib/use-go-back';

/** The screen shown when the signed-in user lacks a route's permission (docs/product.md#accounts). */
export function AccessDenied({ permission }: { permission: string }) {
  const goBack = useGoBack('/dashboard');
  return (
    <Card className="mx-auto mt-8 max-w-lg p-8 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <Icon name="lock" className="size-6" strokeWidth={2} />
      </div>
      <h1 className="mt-4 text-2xl font-bold text-brand-950">Access Denied</h1>
      <p className="mt-2 text-slate-600">
        You need the{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-800">
          {permission}
        </code>{' '}
        permission to view this page.
      </p>
      <p className="mt-2 text-sm text-slate-600">{whoCanGrant(permission)}</p>
      <Button variant="secondary" className="mt-6" onClick={goBack}>
        Go Back
      </Button>
    </Card>
  );
}

/**
 * Guards signed-in content: without a session it redirects to /login remembering where the user was;
 * it waits for the session to be confirmed, and with a `permission` shows Access Denied when it is missing.
 * `unconfirmed` renders the content before the session is confirmed (the crew app opening offline from
 * what it saved for this very user; the content must not call the API until the session is confirmed).
 */
export function RequireAuth({
  permission,
  unconfirmed = false,
  children,
}: {
  permission?: string;
  unconfirmed?: boolean;
  children: ReactNode;
}) {
  const { isAuthenticated, permissionsStatus, hasPermission, signingOut } = useSession();
  const location = useLocation();
  if (!isAuthenticated && signingOut) return <PageSpinner label="Signing out…" />;
  if (!isAuthenticated) {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  // Wait for the session to be confirmed (an expiring token is refreshed first), so no page's first
  // call goes out with a stale token and bounces the user to /login.
  if (permissionsStatus !== 'ready' && unconfirmed) return children;
  if (permissionsStatus !== 'ready') return <PageSpinner label="Checking access…" />;
  if (permission && !hasPermission(permission)) return <AccessDenied permission={permission} />;
  return children;
}
