import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BUSINESS_TYPES,
  COMPANY_SIZES,
  EXPERIENCE_BANDS,
  MARKETING_CHANNELS,
  partnerFormMissing,
  REVENUE_GOALS,
} from '@shared/public-site/partner-application.js';
import { PARTNER_TERMS, type PartnerType } from '@shared/kernel/plans.js';
import {
  EMPTY_PARTNER_FORM,
  partnerApplicationForm,
  toPartnerApplicationPayload,
  type PartnerApplicationFormInput,
  type PartnerApplicationResponse,
} from '@shared/public-site/schemas/partner-application.js';
import { Island } from '../../../components/layout/island';
import { PublicShell } from '../../../components/layout/public-shell';
import { buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Icon } from '../../../components/ui/icon';
import { FieldError, RequiredMark } from '../../../components/ui/field';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/public-fetch';
import { useZodForm } from '../../../lib/use-zod-form';
import { submitPartnerApplication } from '../api/public-forms';
import { ContactFields } from '../components/contact-fields';
import { NoscriptNote } from '../../../components/ui/noscript-note';

/** Messages of a failed application. */
export function applicationFailure(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.status < 500
    ? `Error submitting application: ${error.message}`
    : 'Failed to submit application';
}

const options = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ value, label: label(value) }));
const YEARS = options(EXPERIENCE_BANDS, (band) => `${band} years`);
const BUSINESSES = Object.entries(BUSINESS_TYPES).map(([value, type]) => ({ value, label: type.label }));

/** Label, empty choice and options of each select of the form. */
const SELECTS = {
  companySize: {
    label: 'Company size',
    placeholder: 'Select size',
    options: options(COMPANY_SIZES, (size) => `${size} employees`),
  },
  businessType: { label: 'Business type', placeholder: 'Select type', options: BUSINESSES },
  roofingExperience: { label: 'Years in the roofing industry', placeholder: 'Select', options: YEARS },
  salesExperience: { label: 'Years of sales experience', placeholder: 'Select', options: YEARS },
  revenueGoals: {
    label: 'Monthly revenue goal',
    placeholder: 'Select',
    options: options(REVENUE_GOALS, (goal) => `$${goal}`),
  },
};
const COUNTS = [
  ['currentCustomers', 'Current customers'],
  ['monthlyLeads', 'Leads per month'],
] as const;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-brand-950">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** /partner-application: the multi-section form and its confirmation (docs/product.md#public-site). */
export function PartnerApplicationPage() {
  return (
    <PublicShell>
      <Island name="partner-application" load="interaction">
        <PartnerApplicationContent />
      </Island>
    </PublicShell>
  );
}

/** What PartnerApplicationPage shows: an island of the prerendered page, loaded on the first interaction. */
export function PartnerApplicationContent() {
  const form = useZodForm(partnerApplicationForm, { defaultValues: EMPTY_PARTNER_FORM });
  const { field } = form;
  const { errors } = form.formState;
  const [result, setResult] = useState<PartnerApplicationResponse | null>(null);

  const submit = async ({ homepage, ...values }: PartnerApplicationFormInput) => {
    try {
      setResult(await submitPartnerApplication({ ...toPartnerApplicationPayload(values), homepage }));
      window.scrollTo({ top: 0 });
    } catch (error) {
      form.setError('root', { message: applicationFailure(error) });
    }
  };

  if (result) {
    return (
      <>
        <section className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20" aria-labelledby="submitted-title">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <div className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
              <Icon name="check" className="size-7" strokeWidth={2.5} />
            </div>
            <h1 id="submitted-title" className="mt-5 text-3xl font-bold text-brand-950">
              Application submitted!
            </h1>
            <p className="mt-2 text-slate-700">{result.message}. We sent a confirmation to your email.</p>
            {result.application_number && (
              <p className="mt-4 text-lg text-slate-700">
                Your application number:{' '}
                <strong className="text-brand-950" data-testid="application-number">
                  {result.application_number}
                </strong>
              </p>
            )}
            <dl className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-slate-600">Application ID</dt>
                <dd
                  className="mt-0.5 break-all font-mono text-sm font-semibold text-brand-950"
                  data-testid="application-id"
                >
                  {result.id}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Status</dt>
                <dd className="mt-0.5 font-semibold capitalize text-brand-950">
                  {result.status.replace(/_/g, ' ')}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Estimated review time</dt>
                <dd className="mt-0.5 font-semibold text-brand-950">{result.estimated_review_time}</dd>
              </div>
            </dl>
            <h2 className="mt-6 font-semibold text-brand-950">Next steps</h2>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-slate-700">
              {result.next_steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to="/partner-program" className={buttonClasses('primary', 'md')}>
                Back to Partner Program
              </Link>
              <Link to="/" className={buttonClasses('secondary', 'md')}>
                Go to Home
              </Link>
            </div>
          </div>
        </section>
      </>
    );
  }

  const missing = partnerFormMissing(form.watch());
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <Link
          to="/partner-program"
          className="text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          ← Partner Program
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
          Partner Application
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Tell us about your company and how you want to partner. We review every application within 48 hours.
        </p>
        <Form
          form={form}
          honeypot
          onSubmit={submit}
          className="mt-8 space-y-6"
          aria-label="Partner application"
        >
          <NoscriptNote />
          <FormSection title="Contact information">
            <ContactFields field={field} />
          </FormSection>
          <FormSection title="Company">
            <Input label="Company name" required autoComplete="organization" {...field('companyName')} />
            <Input
              label="Website"
              type="url"
              autoComplete="url"
              placeholder="https://"
              {...field('website')}
            />
            <Select {...SELECTS.companySize} {...field('companySize')} />
            <Input
              label="Year established"
              type="number"
              inputMode="numeric"
              min={1900}
              max={new Date().getFullYear()}
              {...field('yearEstablished')}
            />
            <Select {...SELECTS.businessType} {...field('businessType')} />
            <Input
              label="Target market"
              placeholder="e.g. residential roofers in Texas"
              {...field('targetMarket')}
            />
          </FormSection>
          <fieldset
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
            aria-describedby={errors.partnerType ? 'partner-type-error' : undefined}
          >
            <legend className="float-left mb-4 w-full text-lg font-semibold text-brand-950">
              Partner type <RequiredMark />
            </legend>
            <div className="clear-both grid gap-3 sm:grid-cols-2">
              {(Object.keys(PARTNER_TERMS) as PartnerType[]).map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ring-slate-200 has-[:checked]:bg-accent-50 has-[:checked]:ring-2 has-[:checked]:ring-accent-500"
                >
                  <input
                    type="radio"
                    value={type}
                    required
                    {...form.register('partnerType')}
                    className="mt-1 size-4 accent-accent-600"
                  />
                  <span>
                    <span className="font-semibold text-brand-950">
                      {PARTNER_TERMS[type].label.replace(/s$/, '')}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {PARTNER_TERMS[type].rate * 100}% recurring commission, payouts from $
                      {PARTNER_TERMS[type].minimumPayout}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.partnerType?.message && (
              <FieldError id="partner-type-error">{errors.partnerType.message}</FieldError>
            )}
          </fieldset>
          <FormSection title="Experience and reach">
            <Select {...SELECTS.roofingExperience} {...field('roofingExperience')} />
            <Select {...SELECTS.salesExperience} {...field('salesExperience')} />
            {COUNTS.map(([name, label]) => (
              <Input key={name} label={label} type="number" min={0} inputMode="numeric" {...field(name)} />
            ))}
            <Select {...SELECTS.revenueGoals} {...field('revenueGoals')} />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">Marketing channels</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {MARKETING_CHANNELS.map((channel) => (
                  <Checkbox
                    key={channel}
                    labelClassName="flex items-center gap-2 text-sm text-slate-800"
                    className="size-4 accent-brand-800"
                    value={channel}
                    {...form.register('marketingChannels')}
                  >
                    {channel}
                  </Checkbox>
                ))}
              </div>
            </fieldset>
          </FormSection>
          <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <Textarea label="Why do you want to partner with Ridgeline?" {...field('whyPartner')} />
            <Textarea label="Anything else we should know?" {...field('additionalInfo')} />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SubmitButton
              form={form}
              pending="Submitting…"
              variant="accent"
              size="lg"
              className="w-full sm:w-auto"
              disabled={missing.length > 0}
              aria-describedby={missing.length > 0 ? 'partner-missing' : undefined}
            >
              Submit Application
            </SubmitButton>
            {missing.length > 0 && (
              <p id="partner-missing" className="text-sm text-slate-600">
                Still needed: {missing.join(', ')}
              </p>
            )}
          </div>
        </Form>
      </section>
    </>
  );
}
