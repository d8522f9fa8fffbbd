import { useState } from 'react';
import { Link } from 'react-router';
import { DOCUMENT_KINDS, type DocumentKind } from '@shared/documents/document-type.js';
import { formatDate } from '@shared/kernel/format.js';
import { signaturesUpgradeMessage } from '@shared/kernel/plans.js';
import type { LibraryDocument } from '@shared/documents/schemas/documents.js';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardLine } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { filteredListWording, QueryState } from '../../../components/ui/query-state';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { Select } from '../../../components/ui/select';
import { UpgradeNote } from '../../../components/ui/upgrade-note';
import { usePageTitle } from '../../../lib/page-title';
import { useSignaturesAllowed } from '../../../lib/plan-features';
import { useDocuments } from '../api/documents';
import { DocumentActions, DocumentVersions } from '../components/document-actions';
import { SendForSignatureForm, SignatureBadge } from '../components/signature-request';
import { UploadDocumentForm } from '../components/upload-document-form';

const KIND_LABELS: Record<DocumentKind, string> = {
  proposal: 'Proposal',
  report: 'Report',
  contract: 'Contract',
  signed_contract: 'Signed contract',
  signed: 'Signed document',
  supplement: 'Supplement',
  material_order: 'Material order',
  upload: 'Upload',
};

function sizeOf(bytes: number): string {
  if (!bytes) return '—';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function Customer({ doc }: { doc: LibraryDocument }) {
  const name = doc.customer_name || doc.customer_email || '—';
  return doc.estimate_id ? (
    <Link
      className="text-brand-700 underline-offset-2 hover:underline"
      to={`/dashboard/estimates/${doc.estimate_id}`}
    >
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}

/** /dashboard/documents — every document of the account: proposals, reports, contracts and uploads. */
export function DocumentsPage() {
  usePageTitle('Documents');
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const [customer, setCustomer] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [signing, setSigning] = useState<LibraryDocument | null>(null);
  const canSign = useSignaturesAllowed();
  const query = useDocuments({ kind: kind || undefined, customer: customer.trim(), from, to });
  const rows = query.data?.documents ?? [];
  const fail = (message: string) => {
    setNotice(null);
    setFailure(message);
  };
  const done = (message: string) => {
    setFailure(null);
    setNotice(message);
  };
  const download = (doc: LibraryDocument) => (
    <DocumentActions doc={doc} onSign={canSign ? setSigning : undefined} onDone={done} onError={fail} />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Documents"
        description="Proposals, reports, contracts and your uploads in one place."
      />
      {failure && <Alert variant="error">{failure}</Alert>}
      {notice && <Alert variant="success">{notice}</Alert>}
      {!canSign && <UpgradeNote text={signaturesUpgradeMessage()} />}
      {signing && <SendForSignatureForm key={signing.id} doc={signing} onClose={() => setSigning(null)} />}
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Kind"
          value={kind}
          placeholder="All kinds"
          onChange={(e) => setKind(e.target.value as DocumentKind | '')}
          options={DOCUMENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        />
        <Input label="Customer" type="search" value={customer} onValueChange={setCustomer} />
        <Input label="From" type="date" value={from} onValueChange={setFrom} />
        <Input label="To" type="date" value={to} onValueChange={setTo} />
      </Card>
      <QueryState query={query} {...filteredListWording('documents', rows.length)}>
        {() => (
          <ResponsiveList
            label="Documents"
            rows={rows}
            columns={[
              {
                header: 'Title',
                cell: (row) => (
                  <div>
                    <span className="font-medium text-slate-900">{row.title}</span>
                    <DocumentVersions doc={row} onError={fail} />
                  </div>
                ),
              },
              { header: 'Kind', cell: (row) => <Badge tone="slate">{KIND_LABELS[row.kind]}</Badge> },
              { header: 'Signature', cell: (row) => <SignatureBadge doc={row} /> },
              { header: 'Customer', cell: (row) => <Customer doc={row} /> },
              { header: 'Date', cell: (row) => formatDate(row.created_at) },
              { header: 'Size', cell: (row) => sizeOf(row.bytes) },
              { header: <span className="sr-only">Actions</span>, cell: download },
            ]}
            card={(row) => (
              <div className="space-y-2" data-testid="document-card">
                <CardLine>
                  <p className="min-w-0 font-medium text-slate-900">{row.title}</p>
                  <div className="flex shrink-0 flex-wrap justify-end gap-1">
                    <Badge tone="slate">{KIND_LABELS[row.kind]}</Badge>
                    <SignatureBadge doc={row} />
                  </div>
                </CardLine>
                <p className="text-sm text-slate-600">
                  <Customer doc={row} /> · {formatDate(row.created_at)} · {sizeOf(row.bytes)}
                </p>
                <DocumentVersions doc={row} onError={fail} />
                {download(row)}
              </div>
            )}
          />
        )}
      </QueryState>
      <UploadDocumentForm />
    </div>
  );
}
