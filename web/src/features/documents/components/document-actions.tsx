import type { LibraryDocument } from '@shared/documents/schemas/documents.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { openDocument, useRegenerateDocument } from '../api/documents';
import { canSendForSignature } from './signature-request';

/** Whether a document can be rendered again now: generated, and neither signed nor out for signature. */
export function canRegenerate(doc: LibraryDocument): boolean {
  return doc.regenerable && !['sent', 'viewed', 'signed'].includes(doc.signature_status ?? '');
}

/** "Version 3" and a download button per earlier version, for a regenerated document. */
export function DocumentVersions({
  doc,
  onError,
}: {
  doc: LibraryDocument;
  onError: (message: string) => void;
}) {
  if (doc.versions.length < 2) return null;
  const earlier = doc.versions.filter((entry) => entry.version !== doc.version);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
      <span>Version {doc.version}</span>
      <span aria-hidden="true">·</span>
      <span>Earlier:</span>
      {earlier.map((entry) => (
        <button
          key={entry.version}
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          aria-label={`Download version ${entry.version}`}
          onClick={() =>
            openDocument(doc.id, entry.version).catch((error: unknown) =>
              onError(errorMessage(error, 'The document could not be opened.')),
            )
          }
        >
          v{entry.version}
        </button>
      ))}
    </p>
  );
}

/** The row actions of a library document: download, regenerate, send for signature. */
export function DocumentActions({
  doc,
  onSign,
  onDone,
  onError,
}: {
  doc: LibraryDocument;
  /** Absent on a plan without signatures: no "Send for signature" button (the page says why). */
  onSign?: (doc: LibraryDocument) => void;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const regenerate = useRegenerateDocument();
  const pending = regenerate.isPending && regenerate.variables === doc.id;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        onClick={() =>
          openDocument(doc.id).catch((error: unknown) =>
            onError(errorMessage(error, 'The document could not be opened.')),
          )
        }
      >
        Download
      </Button>
      {canRegenerate(doc) && (
        <Button
          size="sm"
          variant="secondary"
          loading={pending}
          onClick={() =>
            regenerate.mutateAsync(doc.id).then(
              (fresh) => onDone(`${fresh.title} regenerated as version ${fresh.version}.`),
              (error: unknown) => onError(errorMessage(error, 'The document could not be regenerated.')),
            )
          }
        >
          Regenerate
        </Button>
      )}
      {onSign && canSendForSignature(doc) && (
        <Button size="sm" variant="secondary" onClick={() => onSign(doc)}>
          Send for signature
        </Button>
      )}
    </div>
  );
}
