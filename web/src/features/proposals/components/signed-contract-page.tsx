import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '@shared/kernel/format.js';
import type { SignedContractView } from '@shared/documents/schemas/signed-contract.js';
import { buttonClasses } from '../../../components/ui/button';
import { CompanyShell } from './company-shell';
import { ResultCard } from './page-states';

/** A used signing link reopened: the contractor's page saying who signed and when, with the signed PDF. */
export function SignedContractPage({ view, after }: { view: SignedContractView; after?: ReactNode }) {
  return (
    <CompanyShell company={view.company} branding={false}>
      <ResultCard
        icon="check"
        positive
        title="Contract signed"
        message={`Signed on ${formatDate(view.signed_at)} by ${view.signer_name}.`}
      >
        <p className="mt-2 text-sm text-slate-600">
          {view.property_address} · {formatMoney(view.total_price)}
        </p>
        <a href={view.signed_pdf_url} className={buttonClasses('primary', 'md', 'mt-6')}>
          Download signed contract (PDF)
        </a>
        <p className="mx-auto mt-4 max-w-md text-sm text-slate-600">
          This link has been used to sign; it now keeps your signed copy at hand. Questions about the work?
          Contact {view.company.company_name}.
        </p>
      </ResultCard>
      {after}
    </CompanyShell>
  );
}
