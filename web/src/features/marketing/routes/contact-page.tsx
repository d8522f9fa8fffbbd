import { useState } from 'react';
import { Link } from 'react-router';
import { COMPANY_CONTACT } from '@shared/public-site/chatbot.js';
import { SUPPORT_RESPONSE_HOURS } from '@shared/kernel/plans.js';
import {
  CONTACT_REASONS,
  contactRequest,
  type ContactOutput,
  type ContactResponse,
} from '@shared/public-site/schemas/public-forms.js';
import { Island } from '../../../components/layout/island';
import { PublicShell } from '../../../components/layout/public-shell';
import { buttonClasses } from '../../../components/ui/button';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/public-fetch';
import { blankFields, useZodForm } from '../../../lib/use-zod-form';
import { submitContact } from '../api/public-forms';
import { ContactFields } from '../components/contact-fields';
import { NoscriptNote } from '../../../components/ui/noscript-note';

/** The fallback of a failed contact submission. */
export const CONTACT_FAILED = 'Failed to submit form. Please try again.';

const cards = [
  {
    title: 'Email us',
    lines: [COMPANY_CONTACT.email, `We answer within ${SUPPORT_RESPONSE_HOURS} hours`],
    href: `mailto:${COMPANY_CONTACT.email}`,
  },
  {
    title: 'Call us',
    lines: [COMPANY_CONTACT.phone, COMPANY_CONTACT.hours],
    href: `tel:${COMPANY_CONTACT.phone.replace(/[^\d+]/g, '')}`,
  },
  { title: 'Visit us', lines: [COMPANY_CONTACT.address], href: undefined },
];

const reasonOptions = Object.entries(CONTACT_REASONS).map(([value, label]) => ({ value, label }));

/** /contact: three info cards, the contact form, a link to the FAQ; 'Thank You!' with a reference id (docs/product.md#public-site). */
export function ContactPage() {
  return (
    <PublicShell>
      <Island name="contact-form" load="interaction">
        <ContactContent />
      </Island>
    </PublicShell>
  );
}

/** What ContactPage shows: an island of the prerendered page, loaded on the first interaction. */
export function ContactContent() {
  const [done, setDone] = useState<ContactResponse | null>(null);
  const form = useZodForm(contactRequest, {
    defaultValues: blankFields('firstName', 'lastName', 'email', 'companyName', 'city', 'phone', 'comments'),
  });
  const { field } = form;

  const onSubmit = async (values: ContactOutput) => {
    try {
      setDone(await submitContact(values));
      form.reset();
    } catch (error) {
      form.setError('root', {
        message:
          error instanceof ApiError && error.status !== 0 && error.status < 500
            ? error.message
            : CONTACT_FAILED,
      });
    }
  };

  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Contact Us</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">
          Questions about pricing, partnerships, support or a demo? Send us a message. Many answers are
          already in our{' '}
          <Link to="/#faq" className="font-semibold text-brand-800 underline underline-offset-2">
            FAQ
          </Link>
          .
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
              <h2 className="font-semibold text-brand-950">{card.title}</h2>
              {card.lines.map((line, index) =>
                index === 0 && card.href ? (
                  <a
                    key={line}
                    href={card.href}
                    className="mt-1 block font-medium text-brand-800 underline underline-offset-2"
                  >
                    {line}
                  </a>
                ) : (
                  <p key={line} className="mt-1 text-sm text-slate-600">
                    {line}
                  </p>
                ),
              )}
            </li>
          ))}
        </ul>
        <div className="mt-10 max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {done ? (
            <div role="status" className="text-center">
              <h2 className="text-3xl font-bold text-brand-950">Thank You!</h2>
              <p className="mt-3 text-slate-700">{done.message}</p>
              <p className="mt-4 text-slate-700">
                Your reference ID:{' '}
                <strong className="font-mono text-brand-950" data-testid="reference-id">
                  {done.reference_id}
                </strong>
              </p>
              <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
                Return to Homepage
              </Link>
            </div>
          ) : (
            <>
              <h2 className="mb-4 text-xl font-bold text-brand-950">Send us a message</h2>
              <Form form={form} honeypot onSubmit={onSubmit} className="space-y-4" aria-label="Contact form">
                <NoscriptNote />
                <div className="grid gap-4 sm:grid-cols-2">
                  <ContactFields field={field} />
                  <Input
                    label="Company name (optional)"
                    autoComplete="organization"
                    {...field('companyName')}
                  />
                  <Input label="City" required autoComplete="address-level2" {...field('city')} />
                </div>
                <Select
                  label="Reason"
                  required
                  placeholder="Select a reason"
                  options={reasonOptions}
                  {...field('reason')}
                />
                <Textarea label="Comments (optional)" rows={5} {...field('comments')} />
                <SubmitButton form={form} pending="Sending…" size="lg">
                  Send Message
                </SubmitButton>
              </Form>
            </>
          )}
        </div>
      </section>
    </>
  );
}
