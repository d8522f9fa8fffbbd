import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { DEMO_ACCOUNT, DEMO_LOGIN_DELAY_MS } from '@shared/kernel/constants.js';
import {
  loginRequest,
  type AuthResponse,
  type LoginRequest,
  type MfaChallenge,
} from '@shared/accounts/schemas/auth.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { EmailInput } from '../../../components/ui/input';
import { CurrentPasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { type LoginRedirectState, useSession } from '../../../lib/session-context';
import { useZodForm } from '../../../lib/use-zod-form';
import { useLogin } from '../api/login';
import { usePublicConfig } from '../api/public-config';
import { AuthLayout } from '../components/auth-layout';
import { AuthenticatorStep } from '../components/authenticator-step';

/** Messages of the login screen (docs/product.md#accounts). */
export const LOGIN_MESSAGES = {
  failed: 'Login failed. Please try again.',
  demoFailed: 'Demo login failed. Please try manual login.',
} as const;

function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from?.pathname || from.pathname === '/login') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * /login: email and password, or — only where the deployment has a demo account (GET /api/public/config)
 * — the demo account (filled in and submitted after 500 ms).
 */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLogin();
  const publicConfig = usePublicConfig();
  const offersDemo = publicConfig.data?.demo_login === true;
  const [demoPending, setDemoPending] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const demoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Decided once: a user who arrives signed in skips the form, but signing in here must not race the redirect below.
  const [arrivedSignedIn] = useState(session.isAuthenticated);

  const form = useZodForm(loginRequest, { defaultValues: { email: '', password: '' } });

  useEffect(() => () => clearTimeout(demoTimer.current), []);

  const signIn = (demo: boolean) => async (values: LoginRequest) => {
    try {
      const auth = await loginMutation.mutateAsync(values);
      if ('mfa_required' in auth) setChallenge(auth);
      else enter(auth);
    } catch (failure) {
      form.setError('root', {
        message: demo ? LOGIN_MESSAGES.demoFailed : errorMessage(failure, LOGIN_MESSAGES.failed),
      });
    } finally {
      setDemoPending(false);
    }
  };
  const stopDemo = () => setDemoPending(false);
  const enter = (auth: AuthResponse) => {
    session.login(auth);
    void navigate(redirectTarget(location.state), { replace: true });
  };
  const restart = (message?: string) => {
    setChallenge(null);
    form.resetField('password');
    if (message) form.setError('root', { message });
  };

  const startDemo = () => {
    form.setValue('email', DEMO_ACCOUNT.email, { shouldValidate: true });
    form.setValue('password', DEMO_ACCOUNT.password, { shouldValidate: true });
    setDemoPending(true);
    demoTimer.current = setTimeout(
      () => void form.handleSubmit(signIn(true), stopDemo)(),
      DEMO_LOGIN_DELAY_MS,
    );
  };

  if (arrivedSignedIn) return <Navigate to="/dashboard" replace />;

  const notice = (location.state as LoginRedirectState | null)?.notice;

  const busy = form.formState.isSubmitting || demoPending;
  if (challenge)
    return (
      <AuthLayout
        title={challenge.setup ? 'Set up two-step sign-in' : 'Two-step sign-in'}
        subtitle="Your account can manage every Ridgeline account, so it needs a second step."
      >
        <AuthenticatorStep challenge={challenge} onSignedIn={enter} onRestart={restart} />
      </AuthLayout>
    );
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to your Ridgeline account."
      footer={
        <>
          Don’t have an account?{' '}
          <Link to="/register" className="font-semibold text-accent-700 hover:text-accent-800">
            Sign up
          </Link>
        </>
      }
    >
      {notice && (
        <Alert variant="info" className="mb-5">
          {notice}
        </Alert>
      )}
      <Form form={form} onSubmit={signIn(false)} onInvalid={stopDemo} aria-label="Sign in">
        <EmailInput {...form.field('email')} />
        <div>
          <CurrentPasswordInput {...form.field('password')} />
          <div className="mt-2 text-right">
            <Link to="/forgot-password" className="text-sm font-medium text-accent-700 hover:text-accent-800">
              Forgot password?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={busy} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign In'}
        </Button>
      </Form>

      {offersDemo && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>

          <div className="rounded-xl border border-dashed border-brand-200 bg-white p-4">
            <Button variant="secondary" className="w-full" onClick={startDemo} disabled={busy}>
              Try Demo Login
            </Button>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" aria-label="Demo account">
              <dt className="text-slate-500">Demo email</dt>
              <dd className="truncate font-mono text-slate-800">{DEMO_ACCOUNT.email}</dd>
              <dt className="text-slate-500">Password</dt>
              <dd className="font-mono text-slate-800">{DEMO_ACCOUNT.password}</dd>
            </dl>
            {publicConfig.data?.demo_read_only && (
              <p className="mt-2 text-xs text-slate-500">
                A shared, read-only demo: look around freely; changes are off.
              </p>
            )}
          </div>
        </>
      )}
    </AuthLayout>
  );
}
