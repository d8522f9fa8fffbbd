import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '@shared/domain/constants.js';
import { registerForm } from '@shared/schemas/auth.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useSignup, type SignupBody } from '../api/signup';
import { AuthLayout } from '../components/auth-layout';
import { PasswordMatch } from '../components/password-match';
import { PasswordStrengthMeter } from '../components/password-strength-meter';

/** Spec 000 §8 fallback of the sign-up screen. */
export const REGISTER_FAILED = 'Registration failed. Please try again.';

type RegisterInput = z.input<typeof registerForm>;
type RegisterOutput = z.output<typeof registerForm>;

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
  'phone',
  'company',
] as const;
type Field = (typeof FIELDS)[number];

/** The signup body: optional phone and company are left out when blank (spec 000 §3). */
export function toSignupBody(form: RegisterOutput): SignupBody {
  const body: SignupBody = {
    email: form.email,
    password: form.password,
    first_name: form.first_name,
    last_name: form.last_name,
  };
  if (form.phone) body.phone = form.phone;
  if (form.company) body.company = form.company;
  return body;
}

/** /register: creates the account and signs in. */
export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const signupMutation = useSignup();
  const [error, setError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    watch,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      confirm_password: '',
      phone: '',
      company: '',
    },
  });
  const password = watch('password') ?? '';
  const confirm = watch('confirm_password') ?? '';

  const onSubmit = handleSubmit(async (form) => {
    setError(null);
    try {
      const auth = await signupMutation.mutateAsync(toSignupBody(form));
      session.login(auth);
      void navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, REGISTER_FAILED));
      // A 400 names the fields it rejected; show each next to its input too.
      if (failure instanceof ApiError) {
        for (const issue of failure.errors) {
          if ((FIELDS as readonly string[]).includes(issue.path))
            setFieldError(issue.path as Field, { message: issue.message });
        }
      }
    }
  });

  // While the confirmation is being typed, say live whether it matches; the schema error covers submit with it empty.
  const confirmMismatch = confirm.length > 0 && confirm !== password;

  return (
    <AuthLayout
      title="Create your account"
      subtitle={`Start your ${TRIAL_DAYS}-day free trial. No credit card required.`}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-accent-700 hover:text-accent-800">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create account">
        {error && <Alert variant="error">{error}</Alert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="First name"
            autoComplete="given-name"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <Input
            label="Last name"
            autoComplete="family-name"
            required
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            hint={`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          error={confirmMismatch ? 'Passwords do not match' : errors.confirm_password?.message}
          hint={confirm && !confirmMismatch ? <PasswordMatch /> : undefined}
          {...register('confirm_password')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <Input
            label="Company (optional)"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
        </div>
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
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
