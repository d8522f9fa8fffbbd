import { useId, useState } from 'react';
import type { z } from 'zod';
import { useParams } from 'react-router';
import { DOCUMENT_SIGNING_MESSAGES } from '@shared/domain/document-signing.js';
import { formatDate } from '@shared/domain/format.js';
import { signForm, type SignRequest } from '@shared/schemas/proposals.js';
import type { DocumentSigningView } from '@shared/schemas/document-signing.js';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, RequiredMark } from '../../../components/ui/field';
import { Form, SubmitButton } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  declineDocument,
  documentSigningPdfHref,
  signDocument,
  useDocumentSigningView,
} from '../api/document-signing';
import { CompanyContact, CompanyShell } from '../components/company-shell';
import { LinkLoading, LinkUnavailable, ResultCard } from '../components/page-states';
import { SignaturePad } from '../components/signature-pad';

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return DOCUMENT_SIGNING_MESSAGES.linkInvalid;
  if (error instanceof ApiError && error.status === 410)
    return error.fromServer ? error.detail : DOCUMENT_SIGNING_MESSAGES.linkUsed;
  return 'Unable to load the document. Please try again later.';
}

type Outcome = { signed: true; message: string; url: string } | { signed: false; message: string };

function SignDocumentForm({
  view,
  token,
  onDone,
}: {
  view: DocumentSigningView;
  token: string;
  onDone: (outcome: Outcome) => void;
}) {
  const form = useZodForm(signForm, { defaultValues: { full_name: '', signature_png: '', agree: false } });
  const { errors, isSubmitted } = form.formState;
  const hint = useId();
  const [declining, setDeclining] = useState(false);
  const submit = async ({ full_name, signature_png }: z.output<typeof signForm>) => {
    try {
      const body: SignRequest = { full_name, signature_png, agree: true };
      const result = await signDocument(token, body);
      onDone({ signed: true, message: result.message, url: result.signed_pdf_url });
    } catch (error) {
      form.setError('root', { message: errorMessage(error, 'The document could not be signed.') });
    }
  };
  const decline = async () => {
    setDeclining(true);
    try {
      onDone({ signed: false, message: (await declineDocument(token)).message });
    } catch (error) {
      form.setError('root', { message: errorMessage(error, 'Your answer could not be saved.') });
      setDeclining(false);
    }
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-brand-950">Sign the document</h2>
      <Form form={form} onSubmit={submit} className="mt-4 space-y-5">
        <Input
          label="Type your full name"
          autoComplete="name"
          required
          hint={`Sent to: ${view.signer_name}`}
          {...form.field('full_name')}
        />
        <div>
          <p className="mb-1.5 block text-sm font-medium text-slate-800" id={`${hint}-label`}>
            Draw your signature
            <RequiredMark />
          </p>
          <SignaturePad
            onChange={(dataUrl) =>
              form.setValue('signature_png', dataUrl ?? '', {
                shouldValidate: isSubmitted || Boolean(errors.signature_png),
              })
            }
            typedName={form.watch('full_name')}
            invalid={Boolean(errors.signature_png)}
            describedBy={errors.signature_png ? `${hint}-error` : `${hint}-label`}
          />
          {errors.signature_png?.message && (
            <FieldError id={`${hint}-error`}>{errors.signature_png.message}</FieldError>
          )}
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              {...form.register('agree')}
              className="mt-0.5 size-5 shrink-0 accent-brand-900"
              aria-invalid={errors.agree ? true : undefined}
            />
            <span>
              I have reviewed this document and I agree to sign it electronically — my electronic signature
              counts as my handwritten signature.
            </span>
          </label>
          {errors.agree?.message && <FieldError>{errors.agree.message}</FieldError>}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton form={form} variant="accent" size="lg" className="w-full sm:w-auto">
            Sign Document
          </SubmitButton>
          <Button type="button" variant="secondary" size="lg" loading={declining} onClick={decline}>
            Decline
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** /sign-document/:token — review any document sent for signature, then sign it or decline. */
export function DocumentSigningPage() {
  const { token = '' } = useParams();
  const query = useDocumentSigningView(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  usePageTitle('Sign a document');

  if (query.isPending) return <LinkLoading label="Loading the document…" />;
  if (query.isError)
    return <LinkUnavailable title="Signing link unavailable" message={loadError(query.error)} />;
  const view = query.data;
  if (outcome)
    return (
      <CompanyShell company={view.company} branding={false}>
        <ResultCard
          icon={outcome.signed ? 'check' : 'minus'}
          positive={outcome.signed}
          title={outcome.signed ? 'Document signed' : 'Declined'}
          message={outcome.message}
        >
          {outcome.signed && (
            <a href={outcome.url} className={buttonClasses('primary', 'md', 'mt-6')}>
              Download the signed document (PDF)
            </a>
          )}
          <CompanyContact company={view.company} className="mt-6 text-sm" />
        </ResultCard>
      </CompanyShell>
    );
  return (
    <CompanyShell company={view.company} branding={false}>
      <div className="space-y-6">
        <section>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Document to sign</p>
          <h1 className="mt-1 break-words text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {view.title}
          </h1>
          <p className="mt-2 text-slate-600">From {view.company.company_name}</p>
          <p className="mt-1 text-sm text-slate-500">
            This link works once, until {formatDate(view.expires_at)}.
          </p>
          {view.message && <p className="mt-3 whitespace-pre-line text-slate-700">{view.message}</p>}
          <a
            href={documentSigningPdfHref(token)}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'sm', 'mt-4')}
          >
            Open the document (PDF)
          </a>
        </section>
        <SignDocumentForm view={view} token={token} onDone={setOutcome} />
      </div>
    </CompanyShell>
  );
}
