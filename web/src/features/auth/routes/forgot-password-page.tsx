import { useState } from 'react';
import { passwordResetRequest } from '@shared/accounts/schemas/auth.js';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import { Form, SubmitButton } from '../../../components/ui/form';
import { EmailInput } from '../../../components/ui/input';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthLayout } from '../components/auth-layout';
import { BackToLoginLink } from '../components/back-to-login-link';

/** The message when the reset email cannot be requested. */
export const FORGOT_PASSWORD_FAILED = 'Failed to send reset email. Please try again.';

/** /forgot-password: asks for the email, then shows "Check Your Email" (which can go back to the form). */
export function ForgotPasswordPage() {
  const resetRequest = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(passwordResetRequest, { defaultValues: { email: '' } });

  const onSubmit = async (values: { email: string }) => {
    try {
      await resetRequest.mutateAsync(values);
      setSentTo(values.email);
    } catch {
      form.setError('root', { message: FORGOT_PASSWORD_FAILED });
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check Your Email">
        <Card className="p-6">
          <div className="flex size-12 items-center justify-center rounded-full bg-green-50 text-green-700">
            <Icon name="mail" className="size-6" />
          </div>
          <p className="mt-4 text-slate-700">
            If an account exists for <strong className="font-semibold text-brand-950">{sentTo}</strong>, we
            have sent a link to reset your password. The link expires in 1 hour.
          </p>
          <p className="mt-2 text-sm text-slate-500">Nothing arrived? Check your spam folder or try again.</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/login" className="sm:flex-1">
              Back to Login
            </ButtonLink>
            <Button variant="secondary" className="sm:flex-1" onClick={() => setSentTo(null)}>
              Try again
            </Button>
          </div>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to reset it."
      footer={<BackToLoginLink />}
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Request password reset">
        <EmailInput {...form.field('email')} />
        <SubmitButton form={form} pending="Sending…" size="lg" className="w-full">
          Send Reset Link
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
