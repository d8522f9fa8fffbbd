import { Link } from 'react-router';
import {
  leadForm,
  leadNotes,
  type LeadFormOutput,
  type LeadRequest,
} from '@shared/public-site/schemas/public-forms.js';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmailInput, Input } from '../../../components/ui/input';
import { NameFields } from '../../../components/ui/name-fields';
import { ApiError } from '../../../lib/public-fetch';
import { useZodForm } from '../../../lib/use-zod-form';
import { submitLead } from '../api/public-forms';
import { NoscriptNote } from '../../../components/ui/noscript-note';

/** Lead submit failure (popup or early access). */
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

/** The lead form of the presale popup and the early-access page (docs/product.md#public-site). */
export function LeadForm({ source, submitLabel, betaOption, onSuccess, onInteract }: LeadFormProps) {
  const form = useZodForm(leadForm, {
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', company: '', beta_tester: false },
  });
  const { field } = form;
  const values = form.watch();
  const ready = [values.first_name, values.last_name, values.email, values.phone].every((value) =>
    value?.trim(),
  );

  const onSubmit = async ({ beta_tester, ...lead }: LeadFormOutput) => {
    const beta = Boolean(betaOption && beta_tester);
    try {
      await submitLead({
        ...lead,
        source,
        interests: beta ? ['early_access', 'beta_tester'] : ['early_access'],
        notes: leadNotes(beta, source),
      });
      onSuccess();
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError && error.status === 429 ? error.message : LEAD_SUBMIT_FAILED,
      });
    }
  };

  return (
    <Form
      form={form}
      honeypot
      onSubmit={onSubmit}
      onInput={onInteract}
      className="space-y-4"
      aria-label={submitLabel}
    >
      <NoscriptNote />
      <NameFields
        first={field('first_name')}
        last={field('last_name')}
        className="grid gap-4 sm:grid-cols-2"
      />
      <EmailInput {...field('email')} />
      <Input label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
      <Input label="Company (optional)" autoComplete="organization" {...field('company')} />
      {betaOption && (
        <Checkbox
          labelClassName="flex items-start gap-3 rounded-lg border border-accent-200 bg-accent-50 p-3 text-sm text-slate-800"
          className="mt-0.5 size-4 accent-accent-600"
          {...form.register('beta_tester')}
        >
          <span>
            <span className="font-semibold text-brand-950">Apply for a beta tester spot</span> —{' '}
            {betaOption.seatsText}
          </span>
        </Checkbox>
      )}
      <SubmitButton
        form={form}
        pending="Submitting…"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={!ready}
      >
        {submitLabel}
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">
        We never share your details. See our{' '}
        <Link to="/privacy-policy" className="font-medium text-brand-800 underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </Form>
  );
}
