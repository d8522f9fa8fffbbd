import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  leadForm,
  leadNotes,
  type LeadFormInput,
  type LeadFormOutput,
  type LeadRequest,
} from '@shared/schemas/public-forms.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PublicFetchError } from '../../../lib/public-fetch';
import { submitLead } from '../api/public-forms';
import { HoneypotField } from './honeypot-field';
import { NoscriptNote } from '../../../components/ui/noscript-note';

/** Spec 000 §8: lead submit failure (popup or early access). */
export const LEAD_SUBMIT_FAILED = 'Error submitting form. Please try again.';

/** Props of LeadForm. */
export interface LeadFormProps {
  source: LeadRequest['source'];
  submitLabel: string;
  /** Offer the beta tester spot (early-access page only). */
  betaOption?: { seatsText: string };
  /** Called once the lead is stored. */
  onSuccess: () => void;
  /** Called when the visitor types anything (the early-access page's 15 s modal waits for this). */
  onInteract?: () => void;
}

/** The lead form of the presale popup and the early-access page (spec 000 §3, §5). */
export function LeadForm({ source, submitLabel, betaOption, onSuccess, onInteract }: LeadFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [betaTester, setBetaTester] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormInput, unknown, LeadFormOutput>({
    resolver: zodResolver(leadForm),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', company: '' },
  });
  const values = watch();
  const ready = [values.first_name, values.last_name, values.email, values.phone].every((value) =>
    value?.trim(),
  );

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const beta = Boolean(betaOption && betaTester);
    try {
      await submitLead({
        ...form,
        source,
        interests: beta ? ['early_access', 'beta_tester'] : ['early_access'],
        notes: leadNotes(beta, source),
        homepage: honeypot || undefined,
      });
      onSuccess();
    } catch (error) {
      setFailure(
        error instanceof PublicFetchError && error.status === 429 ? error.message : LEAD_SUBMIT_FAILED,
      );
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onInput={onInteract}
      className="relative space-y-4"
      aria-label={submitLabel}
    >
      <NoscriptNote />
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
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
        inputMode="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label="Phone"
        type="tel"
        autoComplete="tel"
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Input
        label="Company (optional)"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      {betaOption && (
        <label className="flex items-start gap-3 rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-accent-600"
            checked={betaTester}
            onChange={(event) => setBetaTester(event.target.checked)}
          />
          <span>
            <span className="font-semibold text-brand-950">Apply for a beta tester spot</span> —{' '}
            {betaOption.seatsText}
          </span>
        </label>
      )}
      <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={!ready}
        loading={isSubmitting}
      >
        {isSubmitting ? 'Submitting…' : submitLabel}
      </Button>
      <p className="text-center text-xs text-slate-600">
        We never share your details. See our{' '}
        <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
