import { useState } from 'react';
import { GDPR_CONFIRM_HOURS } from '@shared/public-site/gdpr.js';
import type { z } from '@shared/kernel/zod.js';
import { COMPANY_CONTACT } from '@shared/public-site/chatbot.js';
import {
  GDPR_REQUEST_TYPES,
  gdprRequest,
  type GdprResponse,
} from '@shared/public-site/schemas/public-forms.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Form, SubmitButton } from '../../../components/ui/form';
import { EmailInput, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { TableHead, TableRegion } from '../../../components/ui/table-head';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/public-fetch';
import { useZodForm } from '../../../lib/use-zod-form';
import { Island } from '../../../components/layout/island';
import { submitGdprRequest } from '../api/public-forms';
import { LegalLayout, type LegalSection } from '../components/legal-layout';
import { NoscriptNote } from '../../../components/ui/noscript-note';

const link = 'font-medium text-brand-800 underline underline-offset-2';

const rights: Array<[string, string]> = [
  ['Right of access', 'Get a copy of the personal data we hold about you and how we use it.'],
  ['Right to rectification', 'Have inaccurate or incomplete data corrected.'],
  ['Right to erasure', 'Have your data deleted where we no longer need it or you withdraw consent.'],
  [
    'Right to data portability',
    'Receive your data in a machine-readable format or have it sent to another provider.',
  ],
  [
    'Right to object',
    'Object to processing based on legitimate interests, and to direct marketing at any time.',
  ],
];

const legalBases: Array<[string, string]> = [
  ['Providing the Service and your account', 'Contract'],
  ['Billing, tax and accounting records', 'Legal obligation'],
  ['Security, fraud prevention and rate limiting', 'Legitimate interests'],
  ['Answering enquiries and partner applications', 'Legitimate interests / steps before a contract'],
  ['Presale and product emails, analytics and marketing cookies', 'Consent'],
];

const sections: LegalSection[] = [
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <dl className="space-y-3">
        {rights.map(([name, text]) => (
          <div key={name}>
            <dt className="font-semibold text-brand-950">{name}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    ),
  },
  {
    id: 'legal-basis',
    title: 'Legal basis for processing',
    body: (
      <TableRegion label="Legal basis table">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Purposes and their legal basis</caption>
          <TableHead headings={['Purpose', 'Legal basis']} cellClassName="px-3 py-2.5" />
          <tbody>
            {legalBases.map(([purpose, basis]) => (
              <tr key={purpose} className="border-t border-slate-100">
                <td className="px-3 py-2.5">{purpose}</td>
                <td className="px-3 py-2.5">{basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Ridgeline is hosted in the United States. Where personal data of people in the EEA or UK is
        transferred there, we rely on the European Commission’s Standard Contractual Clauses with our
        providers and apply the same security measures everywhere.
      </p>
    ),
  },
  {
    id: 'response',
    title: 'Response times and fees',
    body: (
      <ul className="list-disc space-y-1.5 pl-5">
        <li>We respond to every request within 30 days.</li>
        <li>
          You receive an initial response, confirming receipt and any identity check, within 5 business days.
        </li>
        <li>
          For complex or numerous requests we may extend the deadline by a further 60 days; we tell you why
          within the first 30 days.
        </li>
        <li>
          If a personal data breach affects you, we notify the supervisory authority within 72 hours of
          becoming aware of it.
        </li>
        <li>
          Your first request is free. We may charge a reasonable fee for manifestly unfounded, excessive or
          repeated requests.
        </li>
      </ul>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <p>
        If you are unhappy with how we handled your data or your request, please tell us first. You also have
        the right to complain to the data protection supervisory authority where you live or work.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Data protection contact:{' '}
        <a href={`mailto:${COMPANY_CONTACT.privacyEmail}`} className={link}>
          {COMPANY_CONTACT.privacyEmail}
        </a>
        , {COMPANY_CONTACT.address}.
      </p>
    ),
  },
];

const typeOptions = Object.entries(GDPR_REQUEST_TYPES).map(([value, label]) => ({ value, label }));
const EMPTY = { fullName: '', email: '', requestDetails: '', verificationMethod: 'email' } as const;

/** /gdpr: rights, a request form (stored, confirmed by mail), legal basis, transfers, response times, complaints, contact. */
export function GdprPage() {
  return (
    <LegalLayout
      title="Your GDPR Rights"
      updated="January 15, 2026"
      sections={sections}
      intro={
        <p>
          Under the General Data Protection Regulation you control your personal data. This page explains your
          rights and lets you send us a request.
        </p>
      }
    >
      <section
        aria-labelledby="gdpr-form-title"
        className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="gdpr-form-title" className="text-xl font-bold text-brand-950">
          Send a data request
        </h2>
        <Island name="gdpr-form" load="interaction">
          <GdprRequestForm />
        </Island>
      </section>
    </LegalLayout>
  );
}

/** The GDPR request form and its confirmation (an island of the prerendered page, loaded on the first interaction). */
export function GdprRequestForm() {
  const form = useZodForm(gdprRequest, { defaultValues: EMPTY });
  const { field } = form;
  const [done, setDone] = useState<GdprResponse | null>(null);
  const [requestType, fullName, email] = form.watch(['requestType', 'fullName', 'email']);
  const ready = Boolean(requestType && email?.trim() && fullName?.trim());

  const submit = async (values: z.output<typeof gdprRequest>) => {
    try {
      setDone(await submitGdprRequest(values));
      form.reset();
    } catch (error) {
      form.setError('root', {
        message:
          error instanceof ApiError ? error.message : 'Failed to submit your request. Please try again.',
      });
    }
  };

  return done ? (
    <div className="mt-4 space-y-4">
      <Alert variant="success" title={done.message}>
        Your reference ID is <strong>{done.reference_id}</strong>. We emailed you a link to confirm the
        request: open it within {GDPR_CONFIRM_HOURS} hours. Until you confirm, we do not act on it.
      </Alert>
      <Button variant="secondary" onClick={() => setDone(null)}>
        Send another request
      </Button>
    </div>
  ) : (
    <Form form={form} honeypot onSubmit={submit} className="mt-4 space-y-4" aria-label="GDPR request">
      <NoscriptNote />
      <Select
        label="Request type"
        required
        placeholder="Select a request type"
        options={typeOptions}
        {...field('requestType')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Full name" required autoComplete="name" {...field('fullName')} />
        <EmailInput {...field('email')} />
      </div>
      <Textarea label="Request details (optional)" {...field('requestDetails')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">How should we verify your identity?</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(
            [
              ['email', 'By email to the address above'],
              ['account', 'By signing in to my Ridgeline account'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={value}
                {...form.register('verificationMethod')}
                className="size-4 accent-brand-800"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton form={form} disabled={!ready}>
        Submit Request
      </SubmitButton>
    </Form>
  );
}
