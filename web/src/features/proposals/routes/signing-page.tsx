import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { CONTRACT_MESSAGES } from '@shared/documents/proposals.js';
import type { SigningView, SignResponse } from '@shared/documents/schemas/proposals.js';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { signContract, signingPdfHref, useSignedContract, useSigningView } from '../api/proposals';
import { SignedContractPage } from '../components/signed-contract-page';
import { CompanyShell } from '../components/company-shell';
import { PriceLines } from '../components/price-lines';
import { LinkLoading, LinkUnavailable, SigningResult } from '../components/page-states';
import { SignatureForm } from '../components/signature-form';
import { SigningChoice } from '../components/signing-choice';
import { formatDate, formatMoney } from '@shared/kernel/format.js';

const SIGN_FAILED = 'The contract could not be signed. Please try again.';

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return CONTRACT_MESSAGES.linkInvalid;
  if (error instanceof ApiError && error.status === 410)
    return error.fromServer ? error.detail : CONTRACT_MESSAGES.linkUsed;
  return 'Unable to load the contract. Please try again later.';
}

function SignForm({
  view,
  token,
  onSigned,
}: {
  view: SigningView;
  token: string;
  onSigned: (result: SignResponse) => void;
}) {
  return (
    <SignatureForm
      title="Sign the contract"
      nameHint={`As the customer: ${view.customer_name}`}
      agreement={
        'I have reviewed this contract, I agree to its terms, and I agree to sign it electronically — ' +
        'my electronic signature counts as my handwritten signature.'
      }
      submitLabel="Sign Contract"
      failMessage={SIGN_FAILED}
      onSign={async (values) => onSigned(await signContract(token, { ...values, agree: true }))}
    />
  );
}

/** /sign/:token — review the contract, type the full name, draw the signature, agree and sign. */
export function SigningPage({
  AfterSigning,
}: {
  /** Another feature's step after signing (the payments feature's deposit), composed in app/routes. */
  AfterSigning?: ComponentType<{ token: string }>;
} = {}) {
  const { token = '' } = useParams();
  const query = useSigningView(token);
  const used = query.error instanceof ApiError && query.error.status === 410;
  const signedBefore = useSignedContract(token, used);
  const [signed, setSigned] = useState<SignResponse | null>(null);
  usePageTitle('Sign your contract');

  if (query.isPending || (used && signedBefore.isPending))
    return <LinkLoading label="Loading your contract…" />;
  const after = AfterSigning ? <AfterSigning token={token} /> : undefined;
  if (signedBefore.data) return <SignedContractPage view={signedBefore.data} after={after} />;
  if (query.isError)
    return <LinkUnavailable title="Signing link unavailable" message={loadError(query.error)} />;

  const view = query.data;
  if (signed)
    return (
      <SigningResult
        company={view.company}
        icon="check"
        positive
        title="Contract signed"
        message={signed.message}
        download={{ href: signed.signed_pdf_url, label: 'Download signed contract (PDF)' }}
        after={after}
      />
    );

  return (
    <CompanyShell company={view.company} branding={false}>
      <div className="space-y-6">
        <section>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">Roofing contract</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Review and sign
          </h1>
          <p className="mt-2 text-slate-600">
            {view.company.company_name} and {view.customer_name} · {view.property_address}
          </p>
          <p className="mt-1 text-sm text-slate-500">
            Proposal accepted {formatDate(view.accepted_at)} · this link works once, until{' '}
            {formatDate(view.expires_at)}.
          </p>
        </section>

        {view.choice && <SigningChoice choice={view.choice} />}

        <Card className="p-5">
          <h2 className="text-lg font-semibold text-brand-950">Work and price</h2>
          <dl className="mt-3 divide-y divide-slate-100 text-sm">
            <PriceLines lines={view.price_lines} />
            {view.discount_percentage !== null && (
              <div className="flex justify-between gap-4 py-3 text-green-800">
                <dt className="font-semibold">Discount</dt>
                <dd className="font-semibold">{view.discount_percentage}%</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 py-3 text-base">
              <dt className="font-semibold text-slate-900">Total contract price</dt>
              <dd className="font-bold tabular-nums text-brand-950">{formatMoney(view.total_price)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-600">
            Installation:{' '}
            {view.scheduled_install_date
              ? formatDate(view.scheduled_install_date)
              : 'to be agreed after signing'}
            .
          </p>
          <a
            href={signingPdfHref(token)}
            target="_blank"
            rel="noreferrer"
            className={buttonClasses('secondary', 'sm', 'mt-4')}
          >
            Open the full contract (PDF)
          </a>
        </Card>

        <Card className="p-5">
          <h2 className="text-lg font-semibold text-brand-950">Terms and conditions</h2>
          <ol className="mt-3 space-y-3 text-sm text-slate-700">
            {view.terms.map((term, index) => (
              <li key={term.heading}>
                <p className="font-semibold text-slate-900">
                  {index + 1}. {term.heading}
                </p>
                <p>{term.body}</p>
              </li>
            ))}
          </ol>
        </Card>

        <SignForm view={view} token={token} onSigned={setSigned} />
      </div>
    </CompanyShell>
  );
}
