import { useState } from 'react';
import { formatDate, formatDateTime } from '@shared/kernel/format.js';
import type { LibraryDocument } from '@shared/documents/schemas/documents.js';
import type { Dispute } from '@shared/insurance/schemas/disputes.js';
import { streetOf } from '@shared/kernel/download-name.js';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { openLibraryDocument, useAccountDocuments, useAddDisputeDocument } from '../api/documents';

const KIND_LABELS: Record<string, string> = {
  proposal: 'Proposal',
  report: 'Measurement report',
  contract: 'Contract',
  signed_contract: 'Signed contract',
  supplement: 'Supplement',
  material_order: 'Material order',
  upload: 'Upload',
  signed: 'Signed document',
};

/**
 * How the picker names a document: its title, then the customer and the property's street, then what
 * it is and when; each fact once (a title that already says it is not repeated), so two proposals of
 * different customers read differently.
 */
function documentChoiceLabel(document: LibraryDocument): string {
  const title = document.title.trim();
  const has = (text: string) => title.toLowerCase().includes(text.toLowerCase());
  const kind = KIND_LABELS[document.kind] ?? document.kind;
  const street = streetOf(document.property_address);
  const who = [document.customer_name, street].filter(
    (part): part is string => Boolean(part?.trim()) && !has(part!),
  );
  const facts = [has(kind) ? null : kind, formatDate(document.created_at)].filter(Boolean);
  return `${title}${who.length ? ` — ${who.join(', ')}` : ''} (${facts.join(', ')})`;
}

/** The dispute's documents: what is attached (opened through the library) and a picker of the account's documents. */
export function DisputeDocuments({ dispute, canAttach }: { dispute: Dispute; canAttach: boolean }) {
  const library = useAccountDocuments();
  const attach = useAddDisputeDocument();
  const [picked, setPicked] = useState('');
  const [openError, setOpenError] = useState<unknown>(null);
  const attached = new Set(dispute.documents.map((document) => document.id));
  const choices = (library.data?.documents ?? []).filter((document) => !attached.has(document.id));
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-semibold text-brand-950">Documents</h2>
      {openError !== null && (
        <Alert variant="error">{errorMessage(openError, 'The document could not open.')}</Alert>
      )}
      {dispute.documents.length ? (
        <ul className="space-y-1 text-sm" aria-label="Attached documents">
          {dispute.documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-x-2">
              {document.id.includes('#') ? (
                <span className="font-medium">{document.label}</span>
              ) : (
                <button
                  type="button"
                  className="text-left font-medium text-brand-800 underline"
                  onClick={() => openLibraryDocument(document.id).catch(setOpenError)}
                >
                  {document.label}
                </button>
              )}
              <span className="text-slate-600">· added {formatDateTime(document.added_at)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No documents attached.</p>
      )}
      {canAttach && dispute.status !== 'resolved' && (
        <div className="space-y-2 border-t border-slate-200 pt-3">
          {attach.isError && (
            <Alert variant="error">{errorMessage(attach.error, 'The document could not be attached.')}</Alert>
          )}
          {library.isError && (
            <Alert variant="error">{errorMessage(library.error, 'Documents could not load.')}</Alert>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <Select
              label="Attach a document"
              className="min-w-0 flex-1 basis-full sm:basis-0"
              placeholder={
                choices.length ? 'Choose from the documents library' : 'No other documents in the library'
              }
              value={picked}
              onValueChange={setPicked}
              options={choices.map((document) => ({
                value: document.id,
                label: documentChoiceLabel(document),
              }))}
            />
            <Button
              variant="secondary"
              loading={attach.isPending}
              disabled={!picked}
              onClick={() =>
                attach.mutate(
                  { disputeId: dispute.id, documentId: picked },
                  { onSuccess: () => setPicked('') },
                )
              }
            >
              Attach
            </Button>
          </div>
          <ButtonLink
            variant="ghost"
            size="sm"
            to={`/dashboard/insurance/supplement?project=${dispute.project_id}`}
          >
            Build a supplement request for this project
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
