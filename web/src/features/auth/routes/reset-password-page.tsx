import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordForm } from '@shared/accounts/schemas/auth.js';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/public-fetch';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConfirmPasswordReset, useVerifyResetToken } from '../api/password-reset';
import { AuthLayout } from '../components/auth-layout';
import { BackToLoginLink } from '../components/back-to-login-link';

/** Messages of the reset screen (docs/product.md#accounts). */
export const RESET_MESSAGES = {
  missingToken: 'Invalid reset link',
  invalidToken: 'This reset link is invalid or has expired',
  invalidFallback: 'This password reset link is invalid or has expired.',
  failed: 'Failed to reset password. Please try again or request a new reset link.',
} as const;

/** Reset success sends the user to /login after this long (docs/product.md#accounts). */
export const RESET_REDIRECT_MS = 3_000;

/** A link that cannot be used: why, an optional note, and where to go instead (primary first). */
function LinkProblem({
  title,
  message,
  note,
  actions,
}: {
  title: string;
  message: string;
  note?: string;
  actions: [{ to: string; label: string }, { to: string; label: string }];
}) {
  const [primary, secondary] = actions;
  return (
    <AuthLayout title={title}>
      <Card className="p-6">
        <Alert variant="error">{message}</Alert>
        {note && <p className="mt-4 text-sm text-slate-600">{note}</p>}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={primary.to} className="sm:flex-1">
            {primary.label}
          </ButtonLink>
          <ButtonLink to={secondary.to} variant="secondary" className="sm:flex-1">
            {secondary.label}
          </ButtonLink>
        </div>
      </Card>
    </AuthLayout>
  );
}

function InvalidLink({ message, invite }: { message: string; invite: boolean }) {
  return (
    <LinkProblem
      title={invite ? 'Invalid Invite Link' : 'Invalid Reset Link'}
      message={message || RESET_MESSAGES.invalidFallback}
      note={
        invite
          ? 'Invite links work once and expire after 7 days. Ask your administrator to invite you again, or request a reset link for your email.'
          : 'Reset links work once and expire after 1 hour. Request a new one to continue.'
      }
      actions={[
        { to: '/forgot-password', label: 'Request New Link' },
        { to: '/login', label: 'Back to Login' },
      ]}
    />
  );
}

/** An invite refused because its address has a Ridgeline account already (409 with the server's reason). */
function isInviteRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.fromServer;
}

function RefusedInvite({ message }: { message: string }) {
  return (
    <LinkProblem
      title="Invite Cannot Be Accepted"
      message={message}
      actions={[
        { to: '/login', label: 'Sign In' },
        { to: '/forgot-password', label: 'Reset Password' },
      ]}
    />
  );
}

function ResetSuccess({ invite }: { invite: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthLayout title={invite ? 'Password Set' : 'Password Reset Successful'}>
      <Card className="p-6">
        <Alert variant="success">
          {invite
            ? 'Your password has been set. You can now sign in to your team’s account.'
            : 'Your password has been changed. You can now sign in with your new password.'}
        </Alert>
        <p className="mt-4 text-sm text-slate-600">Taking you to the login page…</p>
        <ButtonLink to="/login" className="mt-6 w-full">
          Go to Login
        </ButtonLink>
      </Card>
    </AuthLayout>
  );
}

function ResetForm({
  token,
  email,
  invite,
  onDone,
  onRefused,
}: {
  token: string;
  email: string;
  invite: boolean;
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const confirmReset = useConfirmPasswordReset();
  const form = useZodForm(resetPasswordForm, { defaultValues: { new_password: '', confirm_password: '' } });

  const onSubmit = async ({ new_password }: { new_password: string }) => {
    try {
      await confirmReset.mutateAsync({ token, new_password });
      onDone();
    } catch (failure) {
      if (isInviteRefusal(failure)) onRefused(failure.detail);
      else form.setError('root', { message: RESET_MESSAGES.failed });
    }
  };

  return (
    <AuthLayout
      title={invite ? 'Set your password' : 'Choose a new password'}
      subtitle={
        invite
          ? `Welcome to Ridgeline! Choose the password you will sign in with as ${email}.`
          : `Pick a new password for ${email}.`
      }
      footer={<BackToLoginLink />}
    >
      <Form form={form} onSubmit={onSubmit} aria-label={invite ? 'Set password' : 'Reset password'}>
        <NewPasswordFields form={form} names={['new_password', 'confirm_password']} />
        <SubmitButton form={form} pending="Saving…" size="lg" className="w-full">
          {invite ? 'Set Password' : 'Reset Password'}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}

/**
 * /reset-password?token=…: verifies the link, then the new-password form, success or invalid-link
 * screen. A team invite uses the same page with `invite=1` and reads "Set your password".
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verification = useVerifyResetToken(token);
  const [done, setDone] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const invite = verification.data ? verification.data.purpose === 'invite' : params.get('invite') === '1';

  if (!token) return <InvalidLink message={RESET_MESSAGES.missingToken} invite={invite} />;
  if (done) return <ResetSuccess invite={invite} />;
  if (refusal) return <RefusedInvite message={refusal} />;
  if (verification.isPending) {
    return (
      <AuthLayout title={invite ? 'Set your password' : 'Reset your password'}>
        <PageSpinner label="Checking your link…" />
      </AuthLayout>
    );
  }
  if (isInviteRefusal(verification.error)) return <RefusedInvite message={verification.error.detail} />;
  if (verification.isError) return <InvalidLink message={RESET_MESSAGES.invalidToken} invite={invite} />;
  return (
    <ResetForm
      token={token}
      email={verification.data.email}
      invite={invite}
      onDone={() => setDone(true)}
      onRefused={setRefusal}
    />
  );
}
