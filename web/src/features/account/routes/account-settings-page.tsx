import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import {
  changePasswordForm,
  NEW_PASSWORDS_DO_NOT_MATCH,
  type ChangePasswordForm,
} from '@shared/accounts/schemas/auth.js';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Form, SubmitButton } from '../../../components/ui/form';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PageHeader } from '../../../components/ui/page-header';
import { TitledSection } from '../../../components/ui/titled-section';
import { CurrentPasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session-context';
import { useZodForm } from '../../../lib/use-zod-form';
import { useTimedMessage, type TimedMessage } from '../../../lib/use-timed-message';
import { useChangePassword } from '../api/password';

/** Wording of Account Settings (docs/product.md#accounts). */
export const ACCOUNT_MESSAGES = {
  formLabel: 'Account information',
  submitLabel: 'Save Changes',
  saved: 'Account information updated successfully!',
  saveFailed: 'Failed to update account information.',
  passwordChanged: 'Password changed successfully.',
  /** Every session ends with a password change (docs/decisions.md), this one too. */
  signInAgain: 'Your password was changed and every device was signed out. Sign in with your new password.',
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
      <TitledSection id={id} title={title} description={description} className="space-y-5">
        {message && <Alert variant={message.variant}>{message.text}</Alert>}
        {children}
      </TitledSection>
    </Card>
  );
}

/** How long the password-changed message shows before the page goes to sign in. */
export const SIGN_IN_AGAIN_MS = 2_500;

function SecurityForm({ onResult }: { onResult: (variant: 'success' | 'error', text: string) => void }) {
  const changePassword = useChangePassword();
  const { logout } = useSession();
  const form = useZodForm(changePasswordForm, {
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });

  const onSubmit = async (values: ChangePasswordForm) => {
    try {
      await changePassword.mutateAsync({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      form.reset();
      onResult('success', ACCOUNT_MESSAGES.passwordChanged);
      // The server ended every session, this one included: say so, then go to sign in.
      setTimeout(() => logout(ACCOUNT_MESSAGES.signInAgain), SIGN_IN_AGAIN_MS);
    } catch (failure) {
      const text = errorMessage(failure, ACCOUNT_MESSAGES.passwordFailed);
      onResult('error', text);
      if (text === 'Current password is incorrect.') form.setError('current_password', { message: text });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Change password">
      <CurrentPasswordInput label="Current password" {...form.field('current_password')} />
      <NewPasswordFields
        form={form}
        names={['new_password', 'confirm_password']}
        mismatch={NEW_PASSWORDS_DO_NOT_MATCH}
        guidance={false}
        className="sm:grid-cols-2"
      />
      <div className="flex justify-end">
        <SubmitButton form={form} pending="Changing…" className="max-sm:w-full">
          Change Password
        </SubmitButton>
      </div>
    </Form>
  );
}

/** What Account Settings tells the details form it shows (the profile feature's, passed in by the app). */
export interface AccountDetailsFormProps {
  wording: { formLabel: string; submitLabel: string; saved: string; saveFailed: string };
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
      <PageHeader
        title="Account Settings"
        description="Your account information, password and account status."
      />

      <Section
        id="account-information"
        title="Account Information"
        description="Your name and contact details."
        message={info.message}
      >
        <DetailsForm
          wording={ACCOUNT_MESSAGES}
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
