import { Fragment } from 'react';
import {
  MFA_SIGN_IN_AGAIN,
  stepUpRequest,
  type AuthResponse,
  type MfaChallenge,
} from '@shared/accounts/schemas/auth.js';
import { Button } from '../../../components/ui/button';
import { Form, SubmitButton } from '../../../components/ui/form';
import { OneTimeCodeInput } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { verifyMfa } from '../api/login';

/** The key in groups of four, easier to type into an app. */
function groupsOf(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}

/**
 * An operator's second sign-in step: the authenticator code, and on the first sign-in the key to add
 * to an authenticator app (docs/decisions.md, "Operators sign in with a second factor").
 */
export function AuthenticatorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: MfaChallenge;
  onSignedIn: (auth: AuthResponse) => void;
  /** Back to the password, with why (the step timed out). */
  onRestart: (message?: string) => void;
}) {
  const form = useZodForm(stepUpRequest, { defaultValues: { code: '' } });
  const submit = async ({ code }: { code: string }) => {
    try {
      onSignedIn(await verifyMfa({ mfa_token: challenge.mfa_token, code }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return onRestart(MFA_SIGN_IN_AGAIN);
      form.setError('root', {
        message: errorMessage(failure, 'That code could not be checked. Please try again.'),
      });
    }
  };
  const { setup } = challenge;
  return (
    <div className="space-y-5">
      {setup ? (
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Platform operators confirm every sign-in with a code from an authenticator app (Google
            Authenticator, 1Password, Authy, Microsoft Authenticator…). Set it up once:
          </p>
          <ol className="list-decimal space-y-2 pl-5">
            <li>
              In the app, add an account with this key, or{' '}
              <a href={setup.otpauth_uri} className="font-semibold text-accent-700 hover:text-accent-800">
                open it in the app
              </a>{' '}
              on this device:
              <code
                aria-label="Authenticator key"
                className="mt-2 block rounded-lg bg-slate-100 px-3 py-2 font-mono text-base text-slate-900"
              >
                {/* Each group stays whole: a line breaks only between groups. */}
                {groupsOf(setup.secret).map((group, index) => (
                  <Fragment key={index}>
                    {index > 0 && ' '}
                    <span className="whitespace-nowrap">{group}</span>
                  </Fragment>
                ))}
              </code>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
        </div>
      ) : (
        <p className="text-sm text-slate-700">Enter the 6-digit code from your authenticator app.</p>
      )}
      <Form form={form} onSubmit={submit} aria-label="Two-step sign-in">
        <OneTimeCodeInput {...form.field('code')} autoFocus />
        <SubmitButton form={form} size="lg" className="w-full" pending="Checking…">
          Verify
        </SubmitButton>
      </Form>
      <Button variant="ghost" className="w-full" onClick={() => onRestart()}>
        Use another account
      </Button>
    </div>
  );
}
