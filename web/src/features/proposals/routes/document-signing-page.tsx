import { useState } from 'react';
import { useParams } from 'react-router';
import { DOCUMENT_SIGNING_MESSAGES } from '@shared/documents/document-signing.js';
import { formatDate } from '@shared/kernel/format.js';
import type { DocumentSigningView } from '@shared/documents/schemas/document-signing.js';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import {
  declineDocument,
  documentSigningPdfHref,
  signDocument,
  useDocumentSigningView,
} from '../api/document-signing';
import { CompanyShell } from '../components/company-shell';
import { LinkLoading, LinkUnavailable, SigningResult } from '../components/page-states';
import { SignatureForm } from '../components/signature-form';

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
  const [declining, setDeclining] = useState(false);
  return (
    <SignatureForm
      title="Sign the document"
      nameHint={`Sent to: ${view.signer_name}`}
      agreement={
        'I have reviewed this document and I agree to sign it electronically — my electronic signature ' +
        'counts as my handwritten signature.'
      }
      submitLabel="Sign Document"
      failMessage="The document could not be signed."
      onSign={async (values) => {
        const result = await signDocument(token, { ...values, agree: true });
        onDone({ signed: true, message: result.message, url: result.signed_pdf_url });
      }}
      extraActions={(fail) => (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          loading={declining}
          onClick={async () => {
            setDeclining(true);
            try {
              onDone({ signed: false, message: (await declineDocument(token)).message });
            } catch (error) {
              fail(errorMessage(error, 'Your answer could not be saved.'));
              setDeclining(false);
            }
          }}
        >
          Decline
        </Button>
      )}
    />
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
      <SigningResult
        company={view.company}
        icon={outcome.signed ? 'check' : 'minus'}
        positive={outcome.signed}
        title={outcome.signed ? 'Document signed' : 'Declined'}
        message={outcome.message}
        download={
          outcome.signed ? { href: outcome.url, label: 'Download the signed document (PDF)' } : undefined
        }
      />
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
