import type { ComponentType, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { changePasswordForm, type ChangePasswordForm } from '@shared/schemas/auth.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message';
import { useChangePassword } from '../api/password';

/** Spec 001 §2.14 and §8 wording of Account Settings. */
export const ACCOUNT_MESSAGES = {
  saved: 'Account information updated successfully!',
  saveFailed: 'Failed to update account information.',
  passwordChanged: 'Password changed successfully.',
  passwordFailed: 'Failed to change password.',
  loadFailed: 'Failed to load account information.',
  status: 'Your account is active. For subscription management, please visit the Billing page.',
} as const;

function Section({
  id,
  title,
  description,
  message,
  children,
}: {
  id: string;
  title: string;
  description: string;
  message: TimedMessage | null;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="space-y-5">
        <div>
          <h2 id={id} className="text-lg font-semibold text-brand-950">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        {children}
      </section>
    </Card>
  );
}

function SecurityForm({ onResult }: { onResult: (variant: 'success' | 'error', text: string) => void }) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await changePassword.mutateAsync({
        current_password: form.current_password,
        new_password: form.new_password,
      });
      reset();
      onResult('success', ACCOUNT_MESSAGES.passwordChanged);
    } catch (failure) {
      const text = errorMessage(failure, ACCOUNT_MESSAGES.passwordFailed);
      onResult('error', text);
      if (text === 'Current password is incorrect.') setError('current_password', { message: text });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="space-y-5">
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} className="max-sm:w-full">
          {isSubmitting ? 'Changing…' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}

/** What Account Settings tells the details form it shows (the profile feature's, passed in by the app). */
export interface AccountDetailsFormProps {
  label: string;
  submitLabel: string;
  messages: { success: string; failure: string };
  loadingLabel: string;
  loadFailed: string;
  onResult: (variant: 'success' | 'error', text: string) => void;
}

/** /dashboard/account: Account Information, Security (a real password change) and the Account Status note. */
export function AccountSettingsPage({
  DetailsForm,
}: {
  DetailsForm: ComponentType<AccountDetailsFormProps>;
}) {
  usePageTitle('Account Settings');
  const info = useTimedMessage();
  const security = useTimedMessage();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Account Settings</h1>
        <p className="mt-1 text-slate-600">Your account information, password and account status.</p>
      </div>

      <Section
        id="account-information"
        title="Account Information"
        description="Your name and contact details."
        message={info.message}
      >
        <DetailsForm
          label="Account information"
          submitLabel="Save Changes"
          messages={{ success: ACCOUNT_MESSAGES.saved, failure: ACCOUNT_MESSAGES.saveFailed }}
          loadingLabel="Loading account information…"
          loadFailed={ACCOUNT_MESSAGES.loadFailed}
          onResult={info.show}
        />
      </Section>

      <Section
        id="security"
        title="Security"
        description="Change the password you sign in with."
        message={security.message}
      >
        <SecurityForm onResult={security.show} />
      </Section>

      <Card className="p-5 sm:p-6">
        <section aria-labelledby="account-status" className="flex gap-3">
          <span className="mt-1 size-2.5 shrink-0 rounded-full bg-green-500" aria-hidden="true" />
          <div>
            <h2 id="account-status" className="text-lg font-semibold text-brand-950">
              Account Status
            </h2>
            <p className="mt-1 text-sm text-slate-700">{ACCOUNT_MESSAGES.status}</p>
            <Link
              to="/dashboard/billing"
              className="mt-2 inline-block text-sm font-semibold text-accent-700 hover:text-accent-800"
            >
              Go to Billing
            </Link>
          </div>
        </section>
      </Card>
    </div>
  );
}
