import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from '@shared/kernel/zod.js';
import { TRIAL_DAYS } from '@shared/kernel/constants.js';
import { registerForm } from '@shared/accounts/schemas/auth.js';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NameFields } from '../../../components/ui/name-fields';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { EmailText } from '../../../components/ui/email-text';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { blankFields, useZodForm } from '../../../lib/use-zod-form';
import { useSignup, type SignupBody } from '../api/signup';
import { AuthLayout } from '../components/auth-layout';
import { CouponField } from '../components/coupon-field';

/** Fallback message of the sign-up screen. */
export const REGISTER_FAILED = 'Registration failed. Please try again.';

type RegisterOutput = z.output<typeof registerForm>;

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
  'phone',
  'company',
  'coupon',
] as const;
type Field = (typeof FIELDS)[number];

/** The signup body: optional phone and company are left out when blank (docs/product.md#accounts). */
export function toSignupBody(form: RegisterOutput): SignupBody {
  const body: SignupBody = {
    email: form.email,
    password: form.password,
    first_name: form.first_name,
    last_name: form.last_name,
  };
  if (form.phone) body.phone = form.phone;
  if (form.company) body.company = form.company;
  if (form.coupon) body.coupon = form.coupon;
  return body;
}

/** Where the confirm page picks up the landing demo's address after the mail round trip (same browser). */
export const PENDING_ADDRESS_KEY = 'ridgeline.signup.address';

/** /register: mails a confirmation link; the account is created when it is followed (/confirm-signup). */
export function RegisterPage() {
  const signupMutation = useSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // /register?coupon=CODE arrives with the code filled in.
  const [params] = useSearchParams();
  const couponCode = (params.get('coupon') ?? '').trim().toUpperCase();
  // The landing page's live demo hands over the address it measured: the first estimate starts there.
  const address = params.get('address')?.trim() || null;

  // From a presale receipt: the order it paid for and the email it paid with.
  const presaleOrder = params.get('order') ?? undefined;
  const form = useZodForm(registerForm, {
    defaultValues: { ...blankFields(...FIELDS), coupon: couponCode, email: params.get('email') ?? '' },
  });
  const { field } = form;

  const onSubmit = async (values: RegisterOutput) => {
    try {
      await signupMutation.mutateAsync({ ...toSignupBody(values), presale_order: presaleOrder });
      if (address) localStorage.setItem(PENDING_ADDRESS_KEY, address);
      setSentTo(values.email);
    } catch (failure) {
      form.setError('root', { message: errorMessage(failure, REGISTER_FAILED) });
      // A 400 names the fields it rejected; show each next to its input too.
      if (failure instanceof ApiError) {
        for (const issue of failure.errors) {
          if ((FIELDS as readonly string[]).includes(issue.path))
            form.setError(issue.path as Field, { message: issue.message });
        }
      }
    }
  };

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <AuthLayout
      title="Create your account"
      subtitle={
        presaleOrder
          ? 'Your presale plan is paid. Create your account with the email you paid with.'
          : couponCode
            ? `Your code ${couponCode} is applied when you create your account. No credit card required.`
            : `Start your ${TRIAL_DAYS}-day free trial. No credit card required.`
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-accent-700 hover:text-accent-800">
            Sign in
          </Link>
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} aria-label="Create account">
        {address && (
          <p
            className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
            data-testid="register-address"
          >
            Your first estimate will be ready to start at <strong>{address}</strong>.
          </p>
        )}
        <NameFields first={field('first_name')} last={field('last_name')} />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...field('email')}
        />
        <NewPasswordFields
          form={form}
          names={['password', 'confirm_password']}
          labels={['Password', 'Confirm password']}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
          <Input label="Company (optional)" autoComplete="organization" {...field('company')} />
        </div>
        <CouponField binding={field('coupon')} initialCode={couponCode} />
        <p className="text-sm text-slate-600">
          By creating an account you agree to our{' '}
          <Link
            to="/terms"
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
          >
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            to="/privacy"
            className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950"
          >
            Privacy Policy
          </Link>
          .
        </p>
        <SubmitButton form={form} pending="Creating account…" size="lg" className="w-full">
          Create Account
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}

/** After the form: the account waits for the mailed link (docs/decisions.md). */
function CheckYourEmail({ email }: { email: string }) {
  return (
    <AuthLayout
      title="Check your email"
      subtitle="One more step to create your account."
      footer={
        <>
          Already confirmed?{' '}
          <Link to="/login" className="font-semibold text-accent-700 hover:text-accent-800">
            Sign in
          </Link>
        </>
      }
    >
      <div role="status" className="space-y-4 text-slate-700" data-testid="signup-sent">
        <p>
          We sent a confirmation link to{' '}
          <strong className="text-slate-900">
            <EmailText emails={email} />
          </strong>
          . Open it and enter the password you just chose to finish creating your account.
        </p>
        <p className="text-sm text-slate-600">
          The link works once and expires in 24 hours. No mail after a few minutes? Check your spam folder, or
          sign up again.
        </p>
      </div>
    </AuthLayout>
  );
}
