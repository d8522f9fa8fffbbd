import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BUSINESS_TYPES,
  COMPANY_SIZES,
  EMPTY_PARTNER_FORM,
  EXPERIENCE_BANDS,
  MARKETING_CHANNELS,
  partnerFormReady,
  REVENUE_GOALS,
  toPartnerApplicationPayload,
  type PartnerApplicationForm,
} from '@shared/domain/partner-application.js';
import { PARTNER_TERMS, type PartnerType } from '@shared/domain/plans.js';
import { partnerApplicationRequest, type PartnerApplicationResponse } from '@shared/schemas/public-forms.js';
import { PublicShell } from '../../../components/layout/public-shell';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { PublicFetchError } from '../../../lib/public-fetch';
import { submitPartnerApplication } from '../api/public-forms';
import { HoneypotField } from '../components/honeypot-field';
import { NoscriptNote } from '../../../components/ui/noscript-note';

/** Spec 000 §8 messages of a failed application. */
export function applicationFailure(error: unknown): string {
  return error instanceof PublicFetchError && error.status !== 0 && error.status < 500
    ? `Error submitting application: ${error.message}`
    : 'Failed to submit application';
}

const options = (values: readonly string[], suffix = '') =>
  values.map((value) => ({ value, label: `${value}${suffix}` }));

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-brand-950">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** /partner-application: the multi-section form and its confirmation (spec 000 §2, §3, §5). */
export function PartnerApplicationPage() {
  const [form, setForm] = useState<PartnerApplicationForm>(EMPTY_PARTNER_FORM);
  const [honeypot, setHoneypot] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<PartnerApplicationResponse | null>(null);
  const set = (key: keyof PartnerApplicationForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const toggleChannel = (channel: string) =>
    setForm({
      ...form,
      marketingChannels: form.marketingChannels.includes(channel)
        ? form.marketingChannels.filter((value) => value !== channel)
        : [...form.marketingChannels, channel],
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = { ...toPartnerApplicationPayload(form), homepage: honeypot || undefined };
    const parsed = partnerApplicationRequest.safeParse(payload);
    if (!parsed.success) {
      setFailure(`Error submitting application: ${parsed.error.issues[0]?.message ?? 'Invalid application'}`);
      return;
    }
    setSubmitting(true);
    try {
      setResult(await submitPartnerApplication(payload));
      window.scrollTo({ top: 0 });
    } catch (error) {
      setFailure(applicationFailure(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (result) {
    return (
      <PublicShell>
        <section className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20" aria-labelledby="submitted-title">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <div className="flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
              <svg
                className="size-7"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </div>
            <h1 id="submitted-title" className="mt-5 text-3xl font-bold text-brand-950">
              Application submitted!
            </h1>
            <p className="mt-2 text-slate-700">{result.message}. We sent a confirmation to your email.</p>
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
      </PublicShell>
    );
  }

  return (
    <PublicShell>
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
        <form onSubmit={submit} className="relative mt-8 space-y-6" aria-label="Partner application">
          <NoscriptNote />
          {failure && <Alert variant="error">{failure}</Alert>}
          <FormSection title="Contact information">
            <Input
              label="First name"
              required
              autoComplete="given-name"
              value={form.firstName}
              onChange={set('firstName')}
            />
            <Input
              label="Last name"
              required
              autoComplete="family-name"
              value={form.lastName}
              onChange={set('lastName')}
            />
            <Input
              label="Email"
              type="email"
              required
              autoComplete="email"
              value={form.email}
              onChange={set('email')}
            />
            <Input
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
              value={form.phone}
              onChange={set('phone')}
            />
          </FormSection>
          <FormSection title="Company">
            <Input
              label="Company name"
              required
              autoComplete="organization"
              value={form.companyName}
              onChange={set('companyName')}
            />
            <Input
              label="Website"
              type="url"
              autoComplete="url"
              placeholder="https://"
              value={form.website}
              onChange={set('website')}
            />
            <Select
              label="Company size"
              placeholder="Select size"
              options={options(COMPANY_SIZES, ' employees')}
              value={form.companySize}
              onChange={set('companySize')}
            />
            <Input
              label="Year established"
              type="number"
              inputMode="numeric"
              min={1900}
              max={new Date().getFullYear()}
              value={form.yearEstablished}
              onChange={set('yearEstablished')}
            />
            <Select
              label="Business type"
              placeholder="Select type"
              options={Object.entries(BUSINESS_TYPES).map(([value, type]) => ({ value, label: type.label }))}
              value={form.businessType}
              onChange={set('businessType')}
            />
            <Input
              label="Target market"
              placeholder="e.g. residential roofers in Texas"
              value={form.targetMarket}
              onChange={set('targetMarket')}
            />
          </FormSection>
          <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <legend className="float-left mb-4 w-full text-lg font-semibold text-brand-950">
              Partner type{' '}
              <span className="text-red-600" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="clear-both grid gap-3 sm:grid-cols-2">
              {(Object.keys(PARTNER_TERMS) as PartnerType[]).map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ring-slate-200 has-[:checked]:bg-accent-50 has-[:checked]:ring-2 has-[:checked]:ring-accent-500"
                >
                  <input
                    type="radio"
                    name="partnerType"
                    value={type}
                    required
                    checked={form.partnerType === type}
                    onChange={() => setForm({ ...form, partnerType: type })}
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
          </fieldset>
          <FormSection title="Experience and reach">
            <Select
              label="Years in the roofing industry"
              placeholder="Select"
              options={options(EXPERIENCE_BANDS, ' years')}
              value={form.roofingExperience}
              onChange={set('roofingExperience')}
            />
            <Select
              label="Years of sales experience"
              placeholder="Select"
              options={options(EXPERIENCE_BANDS, ' years')}
              value={form.salesExperience}
              onChange={set('salesExperience')}
            />
            <Input
              label="Current customers"
              type="number"
              min={0}
              inputMode="numeric"
              value={form.currentCustomers}
              onChange={set('currentCustomers')}
            />
            <Input
              label="Leads per month"
              type="number"
              min={0}
              inputMode="numeric"
              value={form.monthlyLeads}
              onChange={set('monthlyLeads')}
            />
            <Select
              label="Monthly revenue goal"
              placeholder="Select"
              options={REVENUE_GOALS.map((value) => ({ value, label: `$${value}` }))}
              value={form.revenueGoals}
              onChange={set('revenueGoals')}
            />
            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">Marketing channels</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {MARKETING_CHANNELS.map((channel) => (
                  <label key={channel} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={form.marketingChannels.includes(channel)}
                      onChange={() => toggleChannel(channel)}
                      className="size-4 accent-brand-800"
                    />
                    {channel}
                  </label>
                ))}
              </div>
            </fieldset>
          </FormSection>
          <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <Textarea
              label="Why do you want to partner with Ridgeline?"
              value={form.whyPartner}
              onChange={set('whyPartner')}
            />
            <Textarea
              label="Anything else we should know?"
              value={form.additionalInfo}
              onChange={set('additionalInfo')}
            />
          </div>
          <HoneypotField value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
          <Button
            type="submit"
            variant="accent"
            size="lg"
            className="w-full sm:w-auto"
            disabled={!partnerFormReady(form)}
            loading={submitting}
          >
            {submitting ? 'Submitting…' : 'Submit Application'}
          </Button>
        </form>
      </section>
    </PublicShell>
  );
}
