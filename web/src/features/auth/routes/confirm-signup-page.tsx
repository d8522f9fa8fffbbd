import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmSignupForm } from '@shared/accounts/schemas/auth.js';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { CurrentPasswordInput } from '../../../components/ui/password-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useZodForm } from '../../../lib/use-zod-form';
import { forgetBrowserProof, keptBrowserProof, useConfirmSignup } from '../api/signup';
import { PageSpinner } from '../../../components/ui/spinner';
import type { AuthResponse } from '@shared/accounts/schemas/auth.js';
import { AuthLayout } from '../components/auth-layout';
import { BackToLoginLink } from '../components/back-to-login-link';
import { PENDING_ADDRESS_KEY } from './register-page';

/** Messages of the confirm screen that the API does not give. */
export const CONFIRM_MESSAGES = {
  missingToken: 'This confirmation link is not complete. Open the link from your email again.',
  failed: 'We could not finish creating your account. Please try again.',
} as const;

/** A link the API says can never work (used, expired, unknown): no form, only ways on. */
function DeadLink({ message }: { message: string }) {
  return (
    <AuthLayout title="This link cannot be used">
      <Card className="p-6">
        <Alert variant="error">{message}</Alert>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/login" className="sm:flex-1">
            Sign In
          </ButtonLink>
          <ButtonLink to="/register" variant="secondary" className="sm:flex-1">
            Sign Up Again
          </ButtonLink>
        </div>
      </Card>
    </AuthLayout>
  );
}

/** Whether a failed confirm means the link itself can never work (used, expired, unknown, address taken). */
function linkIsDead(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    (failure.status === 400 || failure.status === 409) &&
    !failure.errors.some((issue) => issue.path === 'password' || issue.path === 'browser_proof')
  );
}

/**
 * /confirm-signup?token=…: the mailed link of a sign-up. Opened in the browser that signed up, it
 * finishes at once with the proof that browser kept (one click, docs/decisions.md); elsewhere the
 * password chosen in the form finishes it (so a link opened by someone who never signed up cannot).
 * Either way the new account is signed in.
 */
export function ConfirmSignupPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const navigate = useNavigate();
  const confirm = useConfirmSignup();
  const [dead, setDead] = useState<string | null>(null);
  // Confirming with this browser's proof: no form until it is refused (another browser's sign-up).
  const [proving, setProving] = useState(() => Boolean(token && keptBrowserProof()));
  const tried = useRef(false);
  const form = useZodForm(confirmSignupForm, { defaultValues: { password: '' } });

  const finish = (auth: AuthResponse) => {
    session.login(auth);
    forgetBrowserProof();
    const address = localStorage.getItem(PENDING_ADDRESS_KEY);
    localStorage.removeItem(PENDING_ADDRESS_KEY);
    void navigate(
      address ? `/dashboard/estimates/new?address=${encodeURIComponent(address)}` : '/dashboard',
      { replace: true },
    );
  };

  useEffect(() => {
    const proof = keptBrowserProof();
    if (!token || !proof || tried.current) return;
    tried.current = true;
    confirm.mutateAsync({ token, browser_proof: proof }).then(finish, (failure: unknown) => {
      if (linkIsDead(failure)) setDead(errorMessage(failure, CONFIRM_MESSAGES.failed));
      setProving(false);
    });
    // Once, on arrival: the link's click is the one click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token) return <DeadLink message={CONFIRM_MESSAGES.missingToken} />;
  if (dead) return <DeadLink message={dead} />;
  if (proving)
    return (
      <AuthLayout title="Confirming your email">
        <PageSpinner label="Creating your account…" />
      </AuthLayout>
    );

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      finish(await confirm.mutateAsync({ token, password }));
    } catch (failure) {
      const message = errorMessage(failure, CONFIRM_MESSAGES.failed);
      // A wrong password names the field; any other 400/409 means the link itself is done.
      const wrongPassword =
        failure instanceof ApiError && failure.errors.some((issue) => issue.path === 'password');
      if (wrongPassword) form.setError('password', { message });
      else if (linkIsDead(failure)) setDead(message);
      else form.setError('root', { message });
    }
  };

  return (
    <AuthLayout
      title="Confirm your email"
      subtitle="Enter the password you chose when you signed up to finish creating your account."
      footer={<BackToLoginLink />}
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Confirm sign-up">
        <CurrentPasswordInput {...form.field('password')} />
        <SubmitButton form={form} pending="Creating your account…" size="lg" className="w-full">
          Create My Account
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
